# Dungeon Lords Online — teksty polskie.
# Słowa gry pochodzą z polskiej instrukcji Dungeon Lords (shared/seeds/004): jedno pojęcie, jedno
# słowo — zob. locales/glossary.pl.md, który sprawdza tests/i18n.lang.test.mjs. Czego instrukcja
# nie drukuje, jest oznaczone „# translated, not printed”; Welcome to the Dungeon nie ma polskiego
# źródła w repozytorium, więc jego nazwy są tłumaczeniami. Do czytelnika mówimy na „ty”, w czasie
# teraźniejszym albo w trybie rozkazującym (bez zgadywania rodzaju). Imię gracza stoi tylko tam,
# gdzie polszczyzna chce mianownika: jako podmiot, po dwukropku albo po „niż”. Każda liczba przy
# policzalnym słowie ma swoją formę (1 sztuka złota, 2 sztuki złota, 5 sztuk złota).

## Page, navigation, language

nav-lobbies = Poczekalnie
nav-create = Nowa gra
nav-games = Zakończone gry
language-label = Język
loading = Ładowanie…
game = gra
# The games' own titles are printed in English on the Polish boxes.
game-dungeon-lords = Dungeon Lords
game-welcome-to-the-dungeon = Welcome to the Dungeon
title-your-turn = ● Twój ruch —{" "}

## Home and lobby list

home-loading = Wczytuję otwarte poczekalnie…
home-lobby-id-placeholder = kod poczekalni lub link z zaproszeniem
home-title = Zagraj w Dungeon Lords ze znajomymi
home-intro = Załóż poczekalnię, wyślij link z zaproszeniem jednej do trzech osób, wolne miejsca możesz zająć botami — i zaczynajcie. Każdy, kto ma link, może też oglądać grę.
home-create = Załóż poczekalnię
home-open = Otwórz
home-open-lobbies = Otwarte publiczne poczekalnie
home-no-lobbies = Teraz nie ma żadnej otwartej publicznej poczekalni.
lobbies-name = Nazwa
lobbies-game = Gra
lobbies-seats = Miejsca
lobbies-join = Dołącz
lobbies-watch = Oglądaj
lobby-hosts-game = Poczekalnia: { $host }

## Create a lobby

create-title = Załóż poczekalnię
create-game = Gra
create-players = Gracze
create-players-help = Wolne miejsca można przed startem zająć botami.
create-n-players = { $n ->
    [one] { $n } gracz
    [few] { $n } gracze
    [many] { $n } graczy
   *[other] { $n } gracza
}
create-rules = Zasady
create-first-game = Pierwsza gra (uproszczone zasady)
create-full-game = Pełna gra
create-rules-help = Pierwsza gra: 2 niedostępne rozkazy są losowane, nie wybierasz ich; nie ma wydarzeń specjalnych; Zatrudnianie potworów jako 1. rozkaz nie kosztuje dodatkowej sztuki złota, a złem można płacić nawet ponad Zło Absolutne. Polecane nowym graczom.
create-special-events = Wydarzenia specjalne
create-special-events-help = Tylko w pełnej grze: co roku jedno wydarzenie specjalne na żetonie Wydarzenia specjalnego.
create-simultaneous = Równoczesne planowanie
create-simultaneous-help = Produkcję, odzyskiwanie rozkazów i planowanie walki wszyscy wprowadzają jednocześnie (każdy widzi tylko swój szkic, aż wszyscy skończą), a nie po kolei. Z graczami, którzy znają grę, idzie to szybciej; według zasad gra się po kolei.
create-first-hero = Pierwszy bohater
create-forced-opening = Wymuszone otwarcie
create-forced-opening-help = W pierwszej rundzie każdy gracz w swoim pierwszym ruchu musi dobrać potwora i dodać go do lochu.
create-forced-every = …w każdej rundzie
create-forced-every-help = Wymuszone otwarcie obowiązuje w każdej rundzie, nie tylko w pierwszej.
create-three-wins = Trzy zwycięstwa
create-three-wins-help = Wygrywają trzy udane wyprawy, a w grze jest wszystkie 8 kart zwycięstwa.
create-visibility = Widoczność
create-public = Publiczna: na liście poczekalni
create-unlisted = Niepubliczna: tylko dla osób z linkiem
create-your-name = Twoje imię
your-name-placeholder = twoje imię
create-submit = Załóż poczekalnię
variant-full = pełna gra
variant-first = pierwsza gra
variant-full-cap = Pełna gra
variant-first-cap = Pierwsza gra
variant-special-events = wydarzenia specjalne
variant-simultaneous = równoczesne planowanie

## Finished games and replay

games-title = Zakończone gry
games-none = Jeszcze żadna gra się nie zakończyła.
replay-loading = Wczytuję zapis…
replay-error = Zapis { $id }: { $message }
replay-title = Zapis gry
replay-first = na początek
replay-back = wstecz (←)
replay-forward = dalej (→)
replay-last = na koniec
replay-everything = wszystko
replay-as-seen-by = gracz: { $who }
replay-log-everything = Dziennik (wszystko)
replay-only = tylko { $who }
replay-year = Rok { $n }
replay-round = Runda { $n }
replay-step = Krok { $n }
replay-place = Krok { $step } z { $n }: { $place }
replay-play = Odtwórz
replay-pause = Wstrzymaj
replay-speed = Szybkość
replay-speed-option = ×{ $n }
replay-jump = Przejdź do
replay-viewer = Widok
replay-viewer-spectator = widz
replay-copy-link = Skopiuj link do tego kroku
replay-slider = Krok zapisu
replay-step-link = Link do tego kroku
replay-log = Dziennik
replay-imported = zaimportowana
replay-running = Gra wciąż trwa: oto, co dotąd widzieli widzowie.
replay-export-record = Pobierz zapis gry (JSON)
replay-export-log = Pobierz dziennik (tekst)
replay-so-far = Zapis dotychczasowego przebiegu
games-import = Importuj zapis gry
games-import-hint = Plik JSON pobrany z zapisu gry na tym lub innym serwerze tej samej wersji.
games-import-not-json = Ten plik nie jest w formacie JSON.
games-import-choose = Wybierz plik z zapisem…

## Lobby, seats, connection

lobby = Poczekalnia
lobby-of = Poczekalnia: { $host }
lobby-closed = Założyciel zamknął tę poczekalnię.
lobby-incompatible = Tę zapisaną grę utworzyła inna wersja silnika gry; nie można jej kontynuować.
lobby-ended = Ta gra się zakończyła.
lobby-join = Dołącz do gry
lobby-watching-until-join = Dopóki nie dołączysz, tylko oglądasz.
lobby-only-watch = Tylko oglądaj
lobby-add-bot = Dodaj bota
lobby-start = Rozpocznij grę
lobby-waiting-for-host = Czekamy, aż założyciel rozpocznie grę…
lobby-leave = Opuść poczekalnię
lobby-error = Poczekalnia { $id }: { $message }
lobby-gone = Tej poczekalni już nie ma ({ $reason }).
invite-copy = Kopiuj zaproszenie
invite-copied = Skopiowano!
invite-press-ctrl-c = Naciśnij Ctrl+C
seat-free = wolne miejsce
seat-kept-until = miejsce zarezerwowane do { $time }
seat-n = Miejsce { $n }
player-n = Gracz { $n }
tag-you = ty
tag-bot = bot
tag-bot-level = bot · { $level ->
    [easy] łatwy
    [hard] trudny
   *[normal] średni
}
bot-level-title = Jak dobrze zagra następny bot
bot-level-option = { $level ->
    [easy] Łatwy bot
    [hard] Trudny bot
   *[normal] Średni bot
}
# A server bot's name at the table, from its number and level (protocol: the seat's `bot`).
bot-name = Bot { $n } ({ $level ->
    [easy] łatwy
    [hard] trudny
   *[normal] średni
})
online = połączono
offline = bez połączenia
n-spectators = { $n ->
    [one] { $n } widz
    [few] { $n } widzów
    [many] { $n } widzów
   *[other] { $n } widza
}
you-are-watching = {" "}— oglądasz
side-at-table = Przy stole
side-log = Przebieg gry
side-chat = Czat
chat-placeholder = napisz coś…
chat-spectator = widz
chat-send = Wyślij
log-private-tip = Ten wiersz widzisz tylko ty
close-4001 = klucz jest nieważny albo twoje miejsce opuściło poczekalnię
close-4006 = poczekalnia została zamknięta albo jej gry nie można kontynuować
conn-seat = połączono · miejsce { $n }
conn-watching = połączono · oglądasz
conn-connecting = łączenie…
conn-disconnected = rozłączono
conn-lobby-closed = poczekalnia zamknięta
conn-lost = Utracono połączenie z serwerem — łączę ponownie automatycznie…
upgrade-pending = Nowa wersja gry jest gotowa. Strona odświeży się sama, gdy wyślesz swoją decyzję; twoje miejsce przy stole zostaje.
conn-retrying = Rozłączono — łączę ponownie (próba { $attempt })…

## Errors (codes from protocol/README.md)

refused = odrzucono
server-error = Serwer: { $message }
error-enter-name = Podaj swoje imię.
error-not-connected = brak połączenia: ruch nie został wysłany; spróbuj ponownie po połączeniu
error-unreachable = nie można połączyć się z serwerem: { $message }
error-bad-token = Twój klucz do miejsca nie został przyjęty; oglądasz jako widz.
error-seat-lost = To miejsce nie jest już twoje ({ $reason }); oglądasz jako widz.
error-rule-violation = niedozwolone: { $message }
error-code-bad-json = Serwer nie zrozumiał żądania (błędny JSON).
error-code-bad-id = To nie jest prawidłowy kod poczekalni ani gry.
error-code-not-found = Nie ma takiej poczekalni ani gry.
error-code-unknown-scenario = Nie ma takich treningowych podziemi.
error-code-not-stored = Serwer nie mógł tego zapisać; nic się nie zmieniło — spróbuj ponownie.
error-code-in-doubt = Serwer nie mógł potwierdzić, czy twój ostatni ruch został zapisany; spróbuj ponownie.
error-code-internal = Wewnętrzny błąd serwera.
error-code-bad-options = Te opcje gry są nieprawidłowe.
error-code-bad-seats = Gra potrzebuje od 2 do 4 miejsc.
error-code-bad-name = Wybierz imię o długości od 1 do 32 znaków.
error-code-bad-token = Twój klucz do miejsca nie został przyjęty.
error-code-not-host = Może to zrobić tylko założyciel.
error-code-lobby-full = Ta poczekalnia jest pełna.
error-code-already-started = Ta gra już się rozpoczęła.
error-code-seats-not-filled = Przed startem wszystkie miejsca muszą być zajęte (zaproś znajomych lub dodaj boty).
error-code-lobby-closed = Założyciel zamknął tę poczekalnię.
error-code-incompatible = Ta wersja serwera nie może kontynuować tej zapisanej gry.
error-code-bad-step = Takiego kroku w tej grze nie ma.
error-code-bad-viewer = Wybierz gracza tej gry, widza lub wszystko.
error-code-game-not-finished = Gra wciąż trwa: odtworzyć można tylko widok widza.
error-code-bad-record = Ten plik nie jest poprawnym zapisem gry.
error-code-version-mismatch = Ten zapis powstał w innej wersji silnika gry.
error-code-bad-message = Serwer nie zrozumiał wiadomości z tej strony.
error-code-bad-chat = Wiadomość na czacie musi mieć od 1 do 500 znaków.
error-code-rate-limited = Za dużo wiadomości: zwolnij trochę.
error-code-timeout = Serwer nie odpowiedział na czas; spróbuj ponownie.
error-code-bad-origin = Strona z innej witryny nie może łączyć się z grą.
error-code-too-many-spectators = Tę grę ogląda już tylu widzów, ilu jest dozwolonych; spróbuj później.
error-code-not-websocket = Połączenie z grą musi być WebSocketem.
error-code-not-your-turn = To nie twój ruch.
error-code-malformed = Ruch był źle zapisany.
error-code-game-over = Gra się zakończyła.

## Prompt panel

prompt-your-decision = Twoja decyzja
prompt-game-over = Gra się zakończyła.
# Followed by the players' names, which stay in the nominative; $n is how many.
prompt-waiting-for = { $n ->
    [one] Czekamy na gracza:
    [few] Czekamy na graczy:
    [many] Czekamy na graczy:
   *[other] Czekamy na graczy:
}
prompt-waiting = Czekamy…
prompt-refused = Odrzucono:
prompt-choose-one = Wybierz jedną możliwość:
prompt-all-choices = { $n ->
    [one] { $n } możliwość jako przycisk
    [few] Wszystkie { $n } możliwości jako przyciski
    [many] Wszystkie { $n } możliwości jako przyciski
   *[other] Wszystkie { $n } możliwości jako przyciski
}
dismiss = zamknij
cancel = anuluj
decision-initial-orders = nie­do­stęp­ne rozkazy
decision-orders = rozkazy
decision-execute = wy­ko­ny­wa­nie rozkazów
decision-production = pro­duk­cja
decision-payday = dzień wypłaty
decision-taxes = podatki
decision-special-event = wy­da­rze­nie spe­cjal­ne
decision-combat = walka
decision-finished = koniec gry
prompt-initial-orders = Wybierz dwie z trzech wylosowanych kart rozkazów; staną się niedostępne.
prompt-orders = Wybierz swój { $n }. rozkaz z 3.
prompt-dummy-order = Wybierz rozkaz gracza niezależnego.
prompt-execute-choose = { $action }, miejsce { $n }: wykonaj akcję albo z niej zrezygnuj.
prompt-execute-dig = { $action }, miejsce { $n }: wykop kolejny tunel albo zakończ.
prompt-execute-mine = { $action }, miejsce { $n }: wydobywaj złoto w kolejnym tunelu albo zakończ.
prompt-execute-discard = { $action }, miejsce { $n }: odrzuć jedną kartę pułapki.
prompt-production = Użyj pomieszczeń produkcyjnych, a potem odzyskaj kartę rozkazu.
prompt-payday = Dzień wypłaty – { $monster }: zapłać albo wypuść potwora.
prompt-taxes = Podatki: musisz zapłacić { $tax ->
    [one] { $tax } sztukę złota
    [few] { $tax } sztuki złota
    [many] { $tax } sztuk złota
   *[other] { $tax } sztuki złota
}, a masz { $gold ->
    [one] { $gold } sztukę złota
    [few] { $gold } sztuki złota
    [many] { $gold } sztuk złota
   *[other] { $gold } sztuki złota
}. { $letters ->
    [0] Zapłacisz całość.
    [one] Za brakującą 1 sztukę złota dostajesz 1 nieprzyjemny list.
    [few] Za brakujące { $letters } sztuki złota dostajesz { $letters } nieprzyjemne listy.
    [many] Za brakujących { $letters } sztuk złota dostajesz { $letters } nieprzyjemnych listów.
   *[other] Za brakujące { $letters } sztuki złota dostajesz { $letters } nieprzyjemnego listu.
}
prompt-special-event = Wydarzenie specjalne: podejmij decyzję.
prompt-combat-target = Walka: wybierz pole, które zaatakuje drużyna.
prompt-combat-plan = Walka: zaplanuj pułapki i potwory na tę rundę.
prompt-combat-aim = Walka: wybierz, w kogo celuje strzałka.
prompt-combat-use-trap = Walka: wybierz, która pułapka zadziała pierwsza.
prompt-combat-attack = Walka: zaatakuj potworami albo je wycofaj.
prompt-combat-prisoner = Walka: wybierz więźnia do uwolnienia.
prompt-combat-choose-monster = Walka: wybierz potwora, na którego działa zaklęcie.
prompt-combat-collapse = Wybierz pole, które się zawali.
hint-build-now = Teraz kliknij podświetlony tunel w swoich podziemiach, aby zbudować tam pomieszczenie.
hint-choose-inaccessible = Kliknij dwie podświetlone karty rozkazów, które staną się niedostępne (albo użyj przycisku poniżej).
hint-choose-order = Kliknij podświetloną kartę rozkazu w ręce; trafi na następne wolne miejsce na rozkazy.
hint-dig = Kliknij podświetlone pole swoich podziemi, aby wykopać tam tunel.
hint-mine = Kliknij podświetlony tunel, aby wysłać tam chochlika do wydobycia złota.
hint-build = Kliknij jedno z dostępnych pomieszczeń, a potem podświetlony tunel.
hint-hire = Kliknij potwora w Podziemnej gospodzie, aby go zatrudnić.
hint-use-room = Kliknij podświetlone pomieszczenie w swoich podziemiach, aby go użyć, albo zagraną kartę rozkazu, aby ją odzyskać.
hint-perform-and-spy = Kliknij zakrytą kartę walki w mieście, aby ją podejrzeć.

## Command labels

pos = rząd { $row }, kolumna { $col }
cmd-room = pomieszczenie
cmd-command = ruch
cmd-the-illusion = iluzja
cmd-extra-pay-trap = odrzucasz pułapkę: { $trap }
cmd-extra-feed = demon pożera potwora: { $monster }
cmd-choose-inaccessible = Niedostępne: { $actions }
cmd-choose-order = Rozkaz: { $action }
cmd-choose-dummy-order = Rozkaz gracza niezależnego: { $action }
cmd-clear-orders = Cofnij dotąd wybrane rozkazy
cmd-perform = Wykonaj
cmd-perform-action = Wykonaj: { $action }
cmd-perform-and-spy = Wykonaj i podejrzyj { $n }. kartę walki
cmd-decline = Zrezygnuj (sługa staje na karcie rozkazu)
cmd-dig = Wykop tunel: { $pos }
cmd-mine = Wydobywaj złoto: { $pos }
cmd-stop-work = Zakończ
cmd-discard-trap = Odrzuć pułapkę: { $trap }
cmd-hire = Zatrudnij: { $monster }
cmd-build = Zbuduj pomieszczenie { $room }: { $pos }
cmd-use-room = Użyj pomieszczenia { $room } ({ $pos })
cmd-use-room-trolls = z { $n ->
    [one] { $n } trollem
    [few] { $n } trollami
    [many] { $n } trollami
   *[other] { $n } trolla
}
cmd-use-room-dig = kop: { $pos }
cmd-retrieve = Odzyskaj kartę rozkazu { $action } (koniec produkcji)
cmd-pay-monster = Zapłać: { $monster }
cmd-release-monster = Wypuść: { $monster } (+1 punkt zła)
cmd-pay-tax = Zapłać podatek: { $n ->
    [one] { $n } sztuka złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}
cmd-sacrifice-monster = Odrzuć potwora: { $monster }
cmd-accept-evil = Zamiast tego zyskaj 3 punkty zła
cmd-pay-strike = Zapłać 1 znacznik żywności za potwora: { $monster }
cmd-let-strike = Niech strajkuje: { $monster }
cmd-pay-vip = Zapłać 1 sztukę złota i strać 1 punkt zła
cmd-skip-vip = Nie płać
cmd-collapse = Zawal pole: { $pos }
cmd-choose-target = Drużyna zaatakuje pole: { $pos }
cmd-plan-trap = Zaplanuj pułapkę { $trap } (zakrytą)
cmd-plan-monster = Wyślij do walki: { $monster }
cmd-reset-plan = Cofnij dotąd zaplanowane pułapki i potwory
cmd-finish-planning = Zakończ planowanie tej rundy
cmd-release-prisoner = Uwolnij więźnia: { $adventurer }
cmd-use-trap = Najpierw użyj pułapki: { $trap }
cmd-aim-trap = Wyceluj strzałkę w: { $target }
cmd-attack = { $monster } atakuje: { $option }
cmd-withdraw = Wycofaj do legowiska: { $monster }
cmd-withdraw-all = Wycofaj wszystkie swoje potwory
cmd-choose-monster = Zaklęcie działa na: { $monster }
attack-standard = atak standardowy
attack-fed = nakarmiony (1 znacznik żywności, silniejszy atak)
attack-each = atak na każdego
attack-glue = oblep drużynę
attack-any = atak na dowolny cel
attack-flee = ugryź i uciekaj
attack-hits = pierwsze trafienie
attack-second-hit = drugie trafienie
attack-idle = bez ataku

## Dungeon Lords board

year-n = Rok { $n }
season-winter = Zima
season-spring = Wiosna
season-summer = Lato
season-autumn = Jesień
phase-initial-orders = Nie­do­stęp­ne rozkazy
phase-orders = Rozkazy
phase-execute = Wy­ko­ny­wa­nie rozkazów
phase-production = Pro­duk­cja
phase-payday = Dzień wypłaty
phase-taxes = Podatki
phase-special-event = Wy­da­rze­nie spe­cjal­ne
phase-combat = Walka
phase-finished = Koniec gry
resolving-slot = { $action }, miejsce { $n }
turn-order = Kolejność:
evilometer = Złomierz
evm-paladin = Pozycja 10: pozycja paladyna
evm-absolute = Pozycja 15: Zło Absolutne
evm-start = Pozycja 5: pozycja startowa
evm-space = Pozycja { $n }
tip-evil-of = { $who }: pozycja { $n } na Złomierzu
dummy = Gracz niezależny
dummy-n = Gracz niezależny { $n }
dummy-handled-by = prowadzi
dummy-deck = w talii { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
dummy-picked = (wybór już zapadł)
tip-slots-reverse = Miejsca rozpatruje się w kolejności 3, 2, 1
tip-slot-taken = { $who } na miejscu { $n }
tip-slot-free = Miejsce { $n }: wolne
slot-pay = koszt: { $cost } → { $gains }
slot-free = za darmo: { $gains }
dl-inn = Podziemna gospoda
dl-shop = Dostępne pomieszczenia
dl-next-adventurers = Poszukiwacze przygód następnej pory roku
dl-event-tiles = Żetony wydarzeń
dl-city = Miasto (karty walki)
dl-stacks = Stosy
dl-stacks-counts = Potwory: { $monsters } · Pomieszczenia: { $rooms } · Poszukiwacze: { $adventurers } · Pułapki: { $traps } (odrzucone: { $discard })
dl-distant-lands = Odległe krainy:
dl-other = Inne
dl-dummies = Gracze niezależni
dl-hand = Ręka
dl-played = Zagrane
dl-lair = Legowisko potworów
dl-no-monsters = brak potworów
dl-traps = Pułapki ({ $n })
dl-prison = Więzienie
dl-spied = Podejrzane karty walki
dl-spied-mine = Podejrzane karty walki (tylko ty)
dl-party = Drużyna
dl-no-adventurers = brak poszukiwaczy przygód
empty = pusto
none = brak
nothing-to-show = nic do pokazania
n-fields = { $n ->
    [one] { $n } element
    [few] { $n } elementy
    [many] { $n } elementów
   *[other] { $n } elementu
}
entrance = wejście
paladin-tent = w namiocie
paladin-hunting = cel: { $who }
paladin-prison = w więzieniu: { $who }
paladin-gone = odszedł
tip-event-face-down = Żeton wydarzenia ({ $season }), zakryty
tip-combat-face-down = { $n }. runda walki, zakryta
badge-round = runda { $n }
badge-round-spied = runda { $n } · podejrzana
# Colours of the player boards (agree with "kolor").
colour-0 = czerwony
colour-1 = niebieski
colour-2 = zielony
colour-3 = żółty
tag-first = ☺ zaczyna
tip-starting-player = Gracz rozpoczynający
tag-deciding = decyduje…
res-evil = Zło
res-food = Żywność
res-gold = Złoto
res-imps = Cho­chli­ki
res-trolls = Trolle
res-minions = Słudzy
res-foreman = Nad­cho­chlik
res-dead-letters = Nie­przy­jem­ne listy
tip-res-evil = Pozycja na Złomierzu
tip-res-food = { $n ->
    [one] { $n } znacznik żywności w spiżarni
    [few] { $n } znaczniki żywności w spiżarni
    [many] { $n } znaczników żywności w spiżarni
   *[other] { $n } znacznika żywności w spiżarni
}
tip-res-gold = { $n ->
    [one] { $n } sztuka złota w skarbcu
    [few] { $n } sztuki złota w skarbcu
    [many] { $n } sztuk złota w skarbcu
   *[other] { $n } sztuki złota w skarbcu
}
tip-res-imps = { $n ->
    [one] { $n } chochlik
    [few] { $n } chochliki
    [many] { $n } chochlików
   *[other] { $n } chochlika
}; w tej porze roku w pracy: { $busy }
tip-res-trolls = Żetony trolli: wolne/wszystkie
tip-res-minions = Słudzy w biurze
tip-res-foreman = Przy wejściu stoi nadchochlik
tip-res-dead-letters = Nieprzyjemne listy (każdy −3 punkty)
badge-inaccessible-q = niedostępna?
tip-inaccessible-season = Niedostępna w tej porze roku
tip-inaccessible = Niedostępna
badge-secret = #{ $n } · tajne
tip-own-secret = Wybrana, zakryta: znasz ją tylko ty
order-chosen = wybrano
badge-hidden = zakryta
tip-minion-on-card = Na tej karcie stoi sługa
n-chosen = wybrano { $n }/3
badge-knocked-out = ogłuszony
badge-on-strike = strajkuje
tip-trap-back = Karta pułapki (zakryta)
badge-hp = ❤ { $left }/{ $hp }
badge-front = na czele
tip-tunnel = Tunel
cell-conquered = podbite
tip-tunnel-conquered = Podbity tunel
tip-empty-square = Puste pole
tip-imps-working = { $n ->
    [one] Pracuje tu { $n } chochlik
    [few] Pracują tu { $n } chochliki
    [many] Pracuje tu { $n } chochlików
   *[other] Pracuje tu { $n } chochlika
}
used-n = użyto { $n }×
badge-revealed = odkryta
badge-your-pick = twój wybór
badge-option = możliwość

## Combat

combat-round = Walka — runda { $n } z { $of }
stage-planning = planowanie
stage-battle = bitwa
step-trap = Etap pułapek
step-fast-spell = Etap szyb­kie­go zaklęcia
step-monsters = Etap potworów
step-slow-spell = Etap wolnego zaklęcia
step-heal = Etap leczenia
step-conquest = Etap podboju
step-end-of-battle = Koniec bitwy
step-over = Bitwa za­koń­czo­na
badge-fatigue = zmęczenie: { $n }
badge-not-revealed = zakryta
tip-combat-card-hidden = Karta walki tej rundy, zakryta do odkrycia
# Between the battle step and the player's name: "Etap potworów · podziemia: Marek — cel: …".
battle-in = · podziemia:
battle-target = — cel: { $pos }
battle-traps-left = { $n ->
    [one] zakryta jest jeszcze { $n } pułapka
    [few] zakryte są jeszcze { $n } pułapki
    [many] zakrytych jest jeszcze { $n } pułapek
   *[other] zakrytej jest jeszcze { $n } pułapki
}
battle-spells = zaklęcia:
battle-no-conquest = bez podboju
battle-no-healing = bez leczenia
battle-no-spell = bez zaklęć
battle-to-attack = Jeszcze zaatakują:
battle-aiming = Celuje:
battle-second-hit = Należne drugie trafienie:
battle-poisoned = Zatruci:
tag-combat-over = walka skończona
tag-planned = zaplanowano
tag-planning = planuje
plan-target = Cel: { $pos }
plan-bait = przynęta: { $n ->
    [one] { $n } sztuka złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}
tip-planned-trap = Zaplanowana pułapka (zakryta)

## Final scoring

result-title = Punktacja końcowa
result-player = Gracz
result-titles = Tytuły
result-ranking = Kolejność:
score-monsters = Potwory
score-prisoners = Więź­nio­wie
score-rooms = Po­miesz­cze­nia
score-conquered = Podbite pola
score-dead-letters = Nie­przy­jem­ne listy
score-scoring-rooms = Po­miesz­cze­nia punk­tu­ją­ce
score-titles = Tytuły
score-hall-of-fame = { card-hall-of-fame }
score-total = Razem

## Hover texts

tip-reconstructed = odtworzono
tip-reconstructed-title = odtworzono ze źródeł pośrednich
kind-monster = potwór
kind-room = po­miesz­cze­nie
kind-trap = pułapka
kind-adventurer = po­szu­ki­wacz przygód
kind-paladin = paladyn
kind-combat-card = karta walki
kind-event-tile = żeton wy­da­rze­nia
kind-special-event = wy­da­rze­nie spe­cjal­ne
kind-title = tytuł

## The table: card faces, decisions, results, onboarding (issue #19)

face-target = { $target ->
    [first] 1.
    [second] 2.
    [last] ost.
    [each] wszystkim
    [each_but_first] pozostałym
    [chosen] wybór
   *[any] dowolnemu
}
face-year = rok { $n }
face-hp = { $left } z { $hp ->
    [one] { $hp } punktu życia
    [few] { $hp } punktów życia
    [many] { $hp } punktów życia
   *[other] { $hp } punktu życia
}
face-strength = siła { $n }
face-disarm = rozbraja: { $n }
face-heal = leczy: { $n }
face-magic = punkty magii: { $n }
face-fast = szybkie zaklęcie
face-slow = wolne zaklęcie
face-fatigue = zmęczenie: { $n }
face-reconstructed-note = ≈ Niektóre wartości tej karty są odtworzone ze źródeł pośrednich, a nie odczytane z wydrukowanej karty.
close = Zamknij
card-legal-sr = możesz to wybrać
badge-minion-on-card = sługa
result-winner = zwycięzca
option-yes = tak
option-no = nie
error-general = Coś poszło nie tak; spróbuj ponownie.
start-why-loading = Wczytywanie miejsc…
start-why-started = Gra już się rozpoczęła.
start-why-free-seats = { $n ->
    [one] Start będzie możliwy, gdy wszystkie miejsca będą zajęte: 1 miejsce jest wolne. Wyślij zaproszenie lub dodaj bota.
    [few] Start będzie możliwy, gdy wszystkie miejsca będą zajęte: { $n } miejsca są wolne. Wyślij zaproszenie lub dodaj boty.
    [many] Start będzie możliwy, gdy wszystkie miejsca będą zajęte: { $n } miejsc jest wolnych. Wyślij zaproszenie lub dodaj boty.
   *[other] Start będzie możliwy, gdy wszystkie miejsca będą zajęte: { $n } miejsca jest wolnego. Wyślij zaproszenie lub dodaj boty.
}
start-note-offline = { $n ->
    [one] Wszystkie miejsca są zajęte; 1 gracz nie ma teraz połączenia.
    [few] Wszystkie miejsca są zajęte; { $n } graczy nie ma teraz połączenia.
    [many] Wszystkie miejsca są zajęte; { $n } graczy nie ma teraz połączenia.
   *[other] Wszystkie miejsca są zajęte; { $n } gracza nie ma teraz połączenia.
}
start-ready = Wszystkie miejsca są zajęte: możesz zacząć.
help-what-now = Co się teraz dzieje: { $phase }
help-phase-initial-orders = Każdy gracz odkłada 2 karty rozkazów: w tej porze roku są niedostępne. Pozostałe 6 kart masz w ręce.
help-phase-orders = Wszyscy w tajemnicy wybierają 3 karty rozkazów w kolejności, w jakiej zostaną odkryte. Wcześniejsze rozkazy dostają lepsze miejsca, ale późniejsze miejsca więcej kosztują.
help-phase-execute = Akcje są rozpatrywane po kolei, miejsca 1, 2, 3 (Zatrudnianie potworów i Budowanie pomieszczeń w kolejności 3, 2, 1). Przy każdym miejscu widać, ile kosztuje i co daje.
help-phase-production = Wyślij wolne chochliki do pomieszczeń produkcyjnych, potem odzyskaj jedną zagraną kartę rozkazu (pozostałe dwie w następnej porze roku będą niedostępne).
help-phase-payday = Zapłać każdemu potworowi wynagrodzenie z jego żetonu albo go wypuść (+1 punkt zła).
help-phase-taxes = Zapłać 1 sztukę złota za każde 2 pola podziemi; za każdą niezapłaconą dostajesz nieprzyjemny list (−3 punkty na koniec gry).
help-phase-special-event = Działa wydarzenie specjalne roku; decyzje zapadają po kolei, od gracza rozpoczynającego.
help-phase-combat = Poszukiwacze przygód atakują twoje podziemia, w każdej rundzie jedno pole, najwyżej 4 rundy: zaplanuj pułapki i potwory, potem rozgrywa się bitwa.
help-phase-finished = Gra skończona: punkty za potwory, pomieszczenia, więźniów i tytuły, minus podbite pola i nieprzyjemne listy.
results-winner = Wygrywa { $name }!
results-winners = Wspólne zwycięstwo: { $names }
results-you-won = Gratulacje, wygrywasz!
results-rematch = Rewanż z tymi samymi graczami
results-join-rematch = Zajmij swoje miejsce w rewanżu
results-rematch-offer = { $name } proponuje rewanż z tymi samymi graczami.
results-seat-kept = Twoje miejsce czeka tam do { $time }.
results-rematch-starting = Przygotowuję rewanż…
results-finished-games = Zakończone gry
results-see-table = Pokaż stół
games-won-by = { $n ->
    [one] Zwycięzca: { $names }
    [few] Zwycięzcy: { $names }
    [many] Zwycięzcy: { $names }
   *[other] Zwycięzcy: { $names }
}
games-score = { $name } { $n }
error-code-not-finished = Rewanż jest możliwy dopiero po zakończeniu gry.
amt-dead-letters = { $n ->
    [one] { $n } nieprzyjemny list
    [few] { $n } nieprzyjemne listy
    [many] { $n } nieprzyjemnych listów
   *[other] { $n } nieprzyjemnego listu
}
confirm-tax = Płacisz { $gold ->
    [one] { $gold } sztukę złota
    [few] { $gold } sztuki złota
    [many] { $gold } sztuk złota
   *[other] { $gold } sztuki złota
} i dostajesz { $n ->
    [one] { $n } nieprzyjemny list
    [few] { $n } nieprzyjemne listy
    [many] { $n } nieprzyjemnych listów
   *[other] { $n } nieprzyjemnego listu
} (−3 punkty za każdy na koniec gry). Zapłacić tak?
confirm-end-production = Któreś pomieszczenie mogłoby jeszcze w tej porze roku produkować. Zakończyć produkcję teraz?
confirm-release = Możesz zapłacić temu potworowi. Wypuścić go mimo to (+1 punkt zła)?
confirm-generic = Na pewno?
confirm-do = Tak: { $what }
dl-action-spaces = Pola akcji
banner-game-over = Gra skończona
banner-year = Zaczyna się rok { $n }
banner-combat-round = Walka — runda { $n }
banner-season = { $season }
banner-phase = { $phase }
live-your-turn = Twój ruch: { $decision }
invite-link-label = Link z zaproszeniem
theme-toggle = Jasny / ciemny
results-show = Pokaż wyniki

## Amounts (plural forms)

amt-food = { $n ->
    [one] { $n } znacznik żywności
    [few] { $n } znaczniki żywności
    [many] { $n } znaczników żywności
   *[other] { $n } znacznika żywności
}
amt-gold = { $n ->
    [one] { $n } sztuka złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}
amt-evil = { $n ->
    [one] { $n } punkt zła
    [few] { $n } punkty zła
    [many] { $n } punktów zła
   *[other] { $n } punktu zła
}
amt-lose-evil = −{ $n ->
    [one] { $n } punkt zła
    [few] { $n } punkty zła
    [many] { $n } punktów zła
   *[other] { $n } punktu zła
}
amt-imps = { $n ->
    [one] { $n } chochlik
    [few] { $n } chochliki
    [many] { $n } chochlików
   *[other] { $n } chochlika
}
amt-trap-cards = { $n ->
    [one] { $n } karta pułapki
    [few] { $n } karty pułapek
    [many] { $n } kart pułapek
   *[other] { $n } karty pułapki
}
amt-monsters = { $n ->
    [one] { $n } potwór
    [few] { $n } potwory
    [many] { $n } potworów
   *[other] { $n } potwora
}
amt-tunnels = { $n ->
    [one] { $n } tunel
    [few] { $n } tunele
    [many] { $n } tuneli
   *[other] { $n } tunelu
}

## Card texts (facts generated by tools/gen_cards.py)

ct-hire-cost = Zatrudnienie: { $cost }
ct-payday-cost = Dzień wypłaty: { $cost }
ct-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
ct-attack = Atak: { $what }
ct-attack-paying = koszt: { $cost }
ct-strike = { $target ->
    [first] { $n ->
        [one] { $n } punkt obrażeń 1. poszukiwaczowi
        [few] { $n } punkty obrażeń 1. poszukiwaczowi
        [many] { $n } punktów obrażeń 1. poszukiwaczowi
       *[other] { $n } punktu obrażeń 1. poszukiwaczowi
    }
    [each] { $n ->
        [one] { $n } punkt obrażeń każdemu poszukiwaczowi
        [few] { $n } punkty obrażeń każdemu poszukiwaczowi
        [many] { $n } punktów obrażeń każdemu poszukiwaczowi
       *[other] { $n } punktu obrażeń każdemu poszukiwaczowi
    }
   *[any] { $n ->
        [one] { $n } punkt obrażeń dowolnemu poszukiwaczowi
        [few] { $n } punkty obrażeń dowolnemu poszukiwaczowi
        [many] { $n } punktów obrażeń dowolnemu poszukiwaczowi
       *[other] { $n } punktu obrażeń dowolnemu poszukiwaczowi
    }
}
ct-follow-up = jeśli go wyeliminuje, { $n ->
    [one] { $n } punkt obrażeń następnemu
    [few] { $n } punkty obrażeń następnemu
    [many] { $n } punktów obrażeń następnemu
   *[other] { $n } punktu obrażeń następnemu
}
ct-monster-no-conquest = drużyna nie podbija w tej rundzie
ct-monster-returns-face-up = wraca odkryty (można go znów użyć)
ct-monster-no-healing = drużyna pomija etap leczenia w tej bitwie
ct-ability-cannot-attack-first = nie może atakować 1. poszukiwacza
ct-ability-troll-token = daje żeton trolla, który w pomieszczeniach produkcyjnych zastępuje chochlika
ct-ability-cannot-attack-priests = nie może atakować kapłanów
ct-room-production = Pomieszczenie produkcyjne, rok { $year }
ct-room-combat = Pomieszczenie bojowe, rok { $year }
ct-room-scoring = Pomieszczenie punktujące, rok { $year }
ct-produce = { $imps ->
    [one] { $imps } chochlik
    [few] { $imps } chochliki
    [many] { $imps } chochlików
   *[other] { $imps } chochlika
} → { $product }
ct-produce-paying = { $imps ->
    [one] { $imps } chochlik
    [few] { $imps } chochliki
    [many] { $imps } chochlików
   *[other] { $imps } chochlika
} + { $extra } → { $product }
ct-attack-bonus = +{ $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} obrażeń przy każdym ataku: { $monsters }
ct-defence-limits = do { $traps ->
    [one] { $traps } pułapki
    [few] { $traps } pułapek
    [many] { $traps } pułapek
   *[other] { $traps } pułapki
} (bez płacenia złotem) i tylko { $monsters ->
    [one] { $monsters } potwór
    [few] { $monsters } potwory
    [many] { $monsters } potworów
   *[other] { $monsters } potwora
}
ct-no-spells = drużyna nie może tu rzucać zaklęć
ct-points-per-monster = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} za każdy żeton: { $monsters }
ct-points-per-title = { $four ->
    [one] { $four } punkt
    [few] { $four } punkty
    [many] { $four } punktów
   *[other] { $four } punktu
} za każdy wyłączny tytuł ({ $fewer ->
    [one] { $fewer } punkt
    [few] { $fewer } punkty
    [many] { $fewer } punktów
   *[other] { $fewer } punktu
} w grze 2- i 3-osobowej)
ct-trap-damage = { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} { $target ->
    [first] 1. poszukiwaczowi
    [second] 2. poszukiwaczowi
    [last] ostatniemu poszukiwaczowi
    [each] każdemu poszukiwaczowi
    [each_but_first] każdemu poszukiwaczowi poza 1.
   *[chosen] wybranemu poszukiwaczowi
}
ct-trap-damage-hp = { $target ->
    [first] 1. poszukiwacz otrzymuje tyle punktów obrażeń, ile ma punktów życia
   *[other] poszukiwacz otrzymuje tyle punktów obrażeń, ile ma punktów życia
}
ct-trap-poisoned-dart = { $n ->
    [one] { $n } dodatkowy punkt obrażeń
    [few] { $n } dodatkowe punkty obrażeń
    [many] { $n } dodatkowych punktów obrażeń
   *[other] { $n } dodatkowego punktu obrażeń
} po etapie leczenia
ct-trap-no-conquest = drużyna nie podbija w tej rundzie
ct-trap-anti-magic-dart = trafiony czarownik nie rzuca zaklęcia
ct-year-2 = W 2. roku: { $what }
ct-adventurer = Rok { $year }, { $hp ->
    [one] { $hp } punkt życia
    [few] { $hp } punkty życia
    [many] { $hp } punktów życia
   *[other] { $hp } punktu życia
}, siła { $strength }
ct-class-warrior = Wojownik: idzie w pierwszej linii i przyjmuje ciosy
ct-class-thief = Złodziej: rozbraja pułapki (zmniejsza ich obrażenia)
ct-class-priest = Kapłan: leczy drużynę po bitwie
ct-class-wizard = Czarownik: rzuca zaklęcia z karty walki
ct-paladin = Rok { $year }, { $hp ->
    [one] { $hp } punkt życia
    [few] { $hp } punkty życia
    [many] { $hp } punktów życia
   *[other] { $hp } punktu życia
}; rozbraja: { $disarm }, leczy: { $heal }, punkty magii: { $magic }
ct-spell-fast = Szybkie zaklęcie (przed potworami), zmęczenie: { $fatigue }, rok { $year }
ct-spell-slow = Wolne zaklęcie (po potworach), zmęczenie: { $fatigue }, rok { $year }
ct-spell-invisibility = drużyna przemyka się: w tej rundzie żaden potwór jej nie zaatakuje
ct-spell-absorb-damage = pochłania { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} z każdego ataku
ct-spell-no-effect = nie wpływa na bitwę
ct-spell-lose-first-available = tracisz pierwszą rzecz z tej listy, którą masz: { $resources }
ct-spell-lose-imps = tracisz { $n ->
    [one] { $n } chochlika
    [few] { $n } chochliki
    [many] { $n } chochlików
   *[other] { $n } chochlika
}
ct-spell-pay-cost-or-withdraw-each = za każdego potwora zapłać ponownie albo go wycofaj
ct-spell-withdraw-all-or-gain-evil = wycofaj wszystkie potwory albo zyskaj { $evil ->
    [one] { $evil } punkt zła
    [few] { $evil } punkty zła
    [many] { $evil } punktów zła
   *[other] { $evil } punktu zła
}
ct-spell-gain-evil = zyskujesz { $n ->
    [one] { $n } punkt zła
    [few] { $n } punkty zła
    [many] { $n } punktów zła
   *[other] { $n } punktu zła
}
ct-spell-illusion = na czele drużyny staje iluzja z { $hit-points ->
    [one] { $hit-points } punktem życia
    [few] { $hit-points } punktami życia
    [many] { $hit-points } punktami życia
   *[other] { $hit-points } punktu życia
}
ct-spell-heal-each = leczy { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} każdemu poszukiwaczowi
ct-spell-create-food = każdy poszukiwacz zyskuje { $extra-hit-points ->
    [one] { $extra-hit-points } punkt życia
    [few] { $extra-hit-points } punkty życia
    [many] { $extra-hit-points } punktów życia
   *[other] { $extra-hit-points } punktu życia
}
ct-spell-protect-from-monsters = { $classes }{ $paladin ->
    [yes] {" "}i paladyn
   *[no] {""}
}: o { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} obrażeń od potworów mniej
ct-spell-lose-first-available-on-conquest = jeśli pole zostanie podbite, tracisz pierwszą rzecz z tej listy, którą masz: { $resources }
ct-spell-blind-rage = poszukiwacze atakują na oślep
ct-spell-weaken-chosen-monster = wybrany potwór zadaje o { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} obrażeń mniej
ct-spell-metamorphosis = przemienia jednego z twoich potworów
ct-spell-dimensional-gate = odsyła potwora przez wrota
ct-event-payday = zapłać każdemu potworowi albo go wypuść (+{ $release-evil ->
    [one] { $release-evil } punkt zła
    [few] { $release-evil } punkty zła
    [many] { $release-evil } punktów zła
   *[other] { $release-evil } punktu zła
})
ct-event-taxes = 1 sztuka złota za { $tiles-per-gold ->
    [one] każde pole
    [few] każde { $tiles-per-gold } pola
    [many] każde { $tiles-per-gold } pól
   *[other] każde { $tiles-per-gold } pola
} podziemi; za każdą niezapłaconą { $dead-letters-per-unpaid-gold ->
    [one] { $dead-letters-per-unpaid-gold } nieprzyjemny list
    [few] { $dead-letters-per-unpaid-gold } nieprzyjemne listy
    [many] { $dead-letters-per-unpaid-gold } nieprzyjemnych listów
   *[other] { $dead-letters-per-unpaid-gold } nieprzyjemnego listu
}
ct-event-special-event = odbywa się wydarzenie specjalne roku
ct-event-discard-monster-or-gain-evil = odrzuć potwora albo zyskaj { $evil ->
    [one] { $evil } punkt zła
    [few] { $evil } punkty zła
    [many] { $evil } punktów zła
   *[other] { $evil } punktu zła
}
ct-event-pay-food-per-monster-or-strike = za każdego potwora zapłać { $food ->
    [one] { $food } znacznik żywności
    [few] { $food } znaczniki żywności
    [many] { $food } znaczników żywności
   *[other] { $food } znacznika żywności
}, inaczej strajkuje
ct-event-lose-gold-fraction = tracisz 1/{ $divisor } swojego złota
ct-event-may-pay-gold-to-lose-evil = możesz zapłacić { $gold ->
    [one] { $gold } sztukę złota
    [few] { $gold } sztuki złota
    [many] { $gold } sztuk złota
   *[other] { $gold } sztuki złota
}, aby stracić { $evil ->
    [one] { $evil } punkt zła
    [few] { $evil } punkty zła
    [many] { $evil } punktów zła
   *[other] { $evil } punktu zła
}
ct-event-collapse-tiles = { $count ->
    [one] zawala się { $count } pole
    [few] zawalają się { $count } pola
    [many] zawala się { $count } pól
   *[other] zawala się { $count } pola
} twoich podziemi
ct-title-most-evil = najwyższa pozycja na Złomierzu
ct-title-most-rooms = najwięcej pomieszczeń (liczą się też podbite)
ct-title-most-tunnels = najwięcej tuneli (liczą się też podbite)
ct-title-most-monsters = najwięcej potworów
ct-title-most-imps = najwięcej chochlików
ct-title-most-riches = najwięcej złota, żywności i niewykorzystanych kart pułapek
ct-title-fewest-conquered-tiles = najmniej podbitych pól
ct-gain-spy = podejrzyj { $n ->
    [one] { $n } kartę walki
    [few] { $n } karty walki
    [many] { $n } kart walki
   *[other] { $n } karty walki
}
ct-gain-dig = wykop do { $n ->
    [one] { $n } tunelu
    [few] { $n } tuneli
    [many] { $n } tuneli
   *[other] { $n } tunelu
}{ $foreman ->
    [yes] {" "}+ nadchochlik
   *[no] {""}
}
ct-gain-mine = złoto wydobywa do { $n ->
    [one] { $n } chochlika
    [few] { $n } chochlików
    [many] { $n } chochlików
   *[other] { $n } chochlika
}{ $foreman ->
    [yes] {" "}+ nadchochlik
   *[no] {""}
}
ct-gain-traps = { $n ->
    [one] { $n } karta pułapki
    [few] { $n } karty pułapek
    [many] { $n } kart pułapek
   *[other] { $n } karty pułapki
}
ct-gain-hire-monster = zatrudnij potwora
ct-gain-build-room = zbuduj pomieszczenie

## Dungeon Lords names (as printed in the Polish rulebook)

action-get-food = Zdo­by­wa­nie żywności
action-improve-reputation = Po­pra­wie­nie re­pu­ta­cji
action-dig-tunnels = Kopanie tuneli
action-mine-gold = Wy­do­by­wa­nie złota
action-recruit-imps = Re­kru­ta­cja cho­chli­ków
action-buy-traps = Ku­po­wa­nie pułapek
action-hire-monster = Za­trud­nia­nie potworów
action-build-room = Bu­do­wa­nie po­miesz­czeń
card-goblin = Goblin
card-slime = Śluz
card-ghost = Duch
card-troll = Troll
card-witch = Wiedźma
card-vampire = Wampir
card-golem = Golem
card-dragon = Smok
card-demon = Demon
card-chicken-coop = Kurnik
card-mushroom-bed = Grządka z grzybami
card-souvenir-shop = Sklep z pa­miąt­ka­mi
card-mint = Mennica
card-workshop = Warsztat
card-tool-shed = Skład z na­rzę­dzia­mi
card-printing-press = Prasa dru­kar­ska
card-magic-room = Magiczna komnata
card-training-room = Sala szko­le­nio­wa
card-dark-room = Ciemnia
card-labyrinth = Labirynt
card-anti-magic-room = Komnata an­ty­ma­gicz­na
card-cafeteria = Stołówka
card-chapel = Kaplica
card-pandemonium = Pan­de­mo­nium
card-hall-of-fame = Sala chwały
card-rolling-stone = Toczący się głaz
card-pendulum = Wahadło
# translated, not printed
card-trap-door = Zapadnia
card-wall-of-fire = Ściana ognia
card-poisoned-dart = Zatruta strzałka
card-anti-magic-dart = Strzałka an­ty­ma­gicz­na
card-cursed-ring = Prze­klę­ty pier­ścień
card-poisoned-meal = Zatruty posiłek
# translated, not printed
card-kamikaze-imp = Chochlik ka­mi­ka­dze
card-warrior = Wojownik
card-thief = Złodziej
card-priest = Kapłan
card-wizard = Cza­row­nik
card-paladin = Paladyn
# translated, not printed
card-illusion = Iluzja
# translated, not printed
card-invisibility = Nie­wi­dzial­ność
# translated, not printed
card-magic-shield = Magiczna tarcza
# translated, not printed
card-fireball = Kula ognia
# translated, not printed
card-detect-treasure = Wykrycie skarbu
# translated, not printed
card-fist-of-justice = Pięść spra­wie­dli­wo­ści
# translated, not printed (the rulebook mentions „czar sugestii“)
card-suggestion = Sugestia
# translated, not printed
card-word-of-peace = Słowo pokoju
# translated, not printed
card-detect-evil = Wykrycie zła
# translated, not printed
card-graffiti = Graffiti
# translated, not printed
card-regeneration = Re­ge­ne­ra­cja
# translated, not printed
card-create-food = Stwo­rze­nie żywności
# translated, not printed
card-song-of-courage = Pieśń odwagi
# translated, not printed
card-magic-key = Magiczny klucz
# translated, not printed
card-blind-rage = Ślepa furia
# translated, not printed
card-aura-of-fear = Aura strachu
# translated, not printed
card-metamorphosis = Me­ta­mor­fo­za
# translated, not printed
card-dimensional-gate = Wrota wymiarów
card-payday = Dzień wypłaty
card-taxes = Podatki
card-special-event = Wy­da­rze­nie spe­cjal­ne
# translated, not printed
card-witch-hunt = Po­lo­wa­nie na cza­row­ni­ce
# translated, not printed
card-monster-strike = Strajk potworów
# translated, not printed
card-ministry-levy = Opłata mi­ni­ste­rial­na
# translated, not printed
card-vip-visit = Wizyta VIP-a
# translated, not printed
card-earthquake = Trzę­sie­nie ziemi
card-lord-of-dark-deeds = Władca Ciemnych Sprawek
card-lord-of-halls = Władca Wnętrz
card-lord-of-tunnels = Władca Tuneli
card-lord-of-monsters = Władca Monstrów
card-lord-of-imps = Władca Cho­chli­ków
card-lord-of-riches = Władca Ob­fi­to­ści
card-lord-of-battle = Władca Bitew

## Welcome to the Dungeon (no Polish printed source here: every name below is translated)

# translated, not printed
wt-hero-random = Losowy
# translated, not printed
wt-hero-knight = Rycerz
# translated, not printed
wt-hero-barbarian = Barbarzyńca
# translated, not printed
wt-hero-mage = Mag
# translated, not printed
wt-hero-rogue = Łotrzyca
# translated, not printed
wt-monster-goblin = Goblin
# translated, not printed
wt-monster-skeleton = Szkielet
# translated, not printed
wt-monster-orc = Ork
# translated, not printed
wt-monster-vampire = Wampir
# translated, not printed
wt-monster-golem = Golem
# translated, not printed
wt-monster-lich = Lisz
# translated, not printed
wt-monster-demon = Demon
# translated, not printed
wt-monster-dragon = Smok
# translated, not printed
wt-tile-plate-armour = Zbroja płytowa
wt-tile-plate-armour-text = +5 punktów życia
# translated, not printed
wt-tile-great-shield = Wielka tarcza
wt-tile-great-shield-text = +3 punkty życia
# translated, not printed
wt-tile-magic-sword = Magiczny miecz
wt-tile-magic-sword-text = Przed wyprawą wskaż rodzaj potwora: wszystkie potwory tego rodzaju zostają pokonane.
# translated, not printed
wt-tile-dragon-lance = Smocza lanca
wt-tile-dragon-lance-text = Pokonuje smoka.
# translated, not printed
wt-tile-holy-grail = Święty Graal
wt-tile-holy-grail-text = Pokonuje każdego potwora o parzystej sile.
# translated, not printed
wt-tile-torch = Po­chod­nia
wt-tile-torch-text = Pokonuje każdego potwora o sile 3 lub mniejszej.
# translated, not printed
wt-tile-scale-armour = Zbroja łuskowa
wt-tile-scale-armour-text = +4 punkty życia
# translated, not printed
wt-tile-barbarian-shield = Tarcza bar­ba­rzyń­cy
wt-tile-barbarian-shield-text = +3 punkty życia
# translated, not printed
wt-tile-war-hammer = Młot bojowy
wt-tile-war-hammer-text = Pokonuje golemy.
# translated, not printed
wt-tile-magic-axe = Magiczny topór
wt-tile-magic-axe-text = Raz na rundę: pokonaj właśnie odkrytego potwora.
# translated, not printed
wt-tile-resurrection-potion = Eliksir wskrze­sze­nia
wt-tile-resurrection-potion-text = Raz na rundę: gdy bohater miałby zginąć, wraca z nadrukowaną liczbą punktów życia.
# translated, not printed
wt-tile-fire-wall = Ściana ognia
wt-tile-fire-wall-text = +6 punktów życia
# translated, not printed
wt-tile-bracelet-of-protection = Bran­so­le­ta ochrony
wt-tile-bracelet-of-protection-text = +3 punkty życia
# translated, not printed
wt-tile-omnipotence = Wszech­moc
wt-tile-omnipotence-text = Jeśli każdy potwór w lochu jest inny, wyprawa się udaje.
# translated, not printed
wt-tile-demon-pact = Pakt z demonem
wt-tile-demon-pact-text = Pokonuje demona i następnego potwora.
# translated, not printed
wt-tile-polymorph = Prze­mia­na
wt-tile-polymorph-text = Raz na rundę: zastąp właśnie odkrytego potwora wierzchnią kartą talii.
# translated, not printed
wt-tile-mithril-armour = Zbroja z mithrilu
wt-tile-mithril-armour-text = +5 punktów życia
# translated, not printed
wt-tile-buckler = Puklerz
wt-tile-buckler-text = +3 punkty życia
# translated, not printed
wt-tile-ring-of-power = Pier­ścień mocy
wt-tile-ring-of-power-text = Pokonuje potwory o sile 2 lub mniejszej i dodaje ich siłę do punktów życia.
# translated, not printed
wt-tile-invisibility-cloak = Płaszcz nie­wi­dzial­no­ści
wt-tile-invisibility-cloak-text = Pokonuje każdego potwora o sile 6 lub większej.
# translated, not printed
wt-tile-magic-dagger = Magiczny sztylet
wt-tile-magic-dagger-text = Przed wyprawą wskaż rodzaj potwora: wszystkie potwory tego rodzaju zostają pokonane.
wt-decision-name-type = wskazanie rodzaju potwora
wt-decision-polymorph = Przemiana
wt-decision-axe = Magiczny topór
wt-prompt-draw-or-pass = Dobierz potwora albo spasuj.
wt-prompt-add-or-sacrifice = Dodaj potwora do lochu albo poświęć z nim element ekwipunku.
wt-prompt-name-type = Wskaż rodzaj potwora dla swojej magicznej broni.
wt-prompt-polymorph = Użyć Przemiany na właśnie odkrytym potworze?
wt-prompt-axe = Użyć Magicznego topora na właśnie odkrytym potworze?
wt-prompt-choose-hero = Wybierz bohatera na następną rundę.
wt-draw = Dobierz
wt-pass = Pasuj
wt-add = Dodaj do lochu
wt-cmd-sacrifice = Poświęć: { $tile }
wt-cmd-name-type = Wskaż: { $monster }
wt-use-polymorph = Użyj Przemiany
wt-keep-it = Zostaw
wt-use-axe = Użyj Magicznego topora
wt-not-now = Nie teraz
wt-choose-the-hero = Wybierz bohatera: { $hero }
wt-monster-tip = { $monster }, siła { $n }
wt-out-defeated-by-tile = pokonany — { $tile }
wt-out-defeated-by-axe = pokonany Magicznym toporem
wt-out-defeated-by-pact = pokonany dzięki Paktowi z demonem
wt-out-damage = zadaje { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}
wt-out-after-death = bohater już nie żyje
wt-out-ring = Pierścień mocy: +{ $n ->
    [one] { $n } punkt życia
    [few] { $n } punkty życia
    [many] { $n } punktów życia
   *[other] { $n } punktu życia
}
wt-out-potion = Eliksir wskrzeszenia: punkty życia znów { $n }
wt-your-turn = Twój ruch
wt-turn-of = Ruch: { $who }
wt-status-add-or-sacrifice = dodaj potwora albo poświęć element ekwipunku
wt-status-looking = ogląda potwora
wt-status-draw-or-pass = dobierz albo spasuj
wt-forced-opening-tag = wymuszone otwarcie: dobierz i dodaj
wt-status-raid = Wyprawa: do lochu wchodzi { $who }
wt-deciding = decyzja: { $what }
wt-you-choose-hero = Wybierasz następnego bohatera
wt-chooses-hero = Następnego bohatera wybiera { $who }
wt-you-start-next = następną rundę zaczynasz ty
wt-starts-next = następną rundę zaczyna { $who }
wt-game-over-you-win = Koniec gry — wygrywasz!
wt-game-over-wins = Koniec gry — wygrywa { $who }!
wt-round-n = Runda { $n }
wt-target = do zwycięstwa: { $n ->
    [one] { $n } udana wyprawa
    [few] { $n } udane wyprawy
    [many] { $n } udanych wypraw
   *[other] { $n } udanej wyprawy
} · { $left ->
    [one] została { $left } karta zwycięstwa
    [few] zostały { $left } karty zwycięstwa
    [many] zostało { $left } kart zwycięstwa
   *[other] zostało { $left } karty zwycięstwa
}
wt-you-win-game = Wygrywasz grę!
wt-wins-game = Grę wygrywa { $who }
wt-raids-after-rounds = { $n ->
    [one] { $n } udana wyprawa
    [few] { $n } udane wyprawy
    [many] { $n } udanych wypraw
   *[other] { $n } udanej wyprawy
} po { $rounds ->
    [one] { $rounds } rundzie
    [few] { $rounds } rundach
    [many] { $rounds } rundach
   *[other] { $rounds } rundy
}
wt-eliminated-list = poza grą:
wt-choose-hero-title = Wybierz bohatera na następną rundę
wt-is-choosing-hero = { $who } wybiera następnego bohatera…
wt-printed-hp = nadrukowane punkty życia
wt-hp-now-tip = Z iloma punktami życia bohater wszedłby teraz do lochu
wt-hp-printed-plus = nadrukowane { $printed } + { $tiles } z ekwipunku
wt-tiles-on-hero = { $n } z { $total ->
    [one] { $total } elementu ekwipunku
    [few] { $total } elementów ekwipunku
    [many] { $total } elementów ekwipunku
   *[other] { $total } elementu ekwipunku
} wciąż przy bohaterze
wt-click-to-sacrifice = Kliknij, aby poświęcić ten element razem ze swoim potworem.
wt-hp-bonus = +{ $n ->
    [one] { $n } punkt życia
    [few] { $n } punkty życia
    [many] { $n } punktów życia
   *[other] { $n } punktu życia
}
wt-once-per-round = raz na rundę
wt-sacrificed-by = kto poświęcił:
wt-used-up = zużyty w tej wyprawie
wt-sacrifice = Poświęć
wt-deck = Talia potworów
wt-draw-tip = Dobierz wierzchniego potwora
wt-n-cards = { $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}
wt-your-monster = Twój potwór
wt-or-sacrifice = albo kliknij podświetlony element ekwipunku bohatera, aby poświęcić go razem z tym potworem
wt-holds = { $who } trzyma
wt-held-tip = potwór, którego widzi tylko ten, kto go dobrał
wt-held-question = doda go do lochu czy poświęci element ekwipunku?
wt-dungeon-n = Loch · { $n ->
    [one] { $n } potwór
    [few] { $n } potwory
    [many] { $n } potworów
   *[other] { $n } potwora
}
wt-only-you-know = tę kartę znasz tylko ty
wt-position-added-by = pozycja { $n }, kto dodał: { $who }
wt-no-monster-yet = W lochu nie ma jeszcze żadnego potwora.
wt-victory-card = karta zwycięstwa (udana wyprawa)
wt-victory-needed = zwycięstwo jeszcze potrzebne
wt-tag-raiding = w lochu
wt-tag-choosing = wybiera
wt-tag-to-move = ma ruch
wt-tag-passed = pas
wt-tag-eliminated = poza grą
wt-result-place = Miejsce
wt-result-victories = Karty zwycięstwa
wt-result-failures = Porażki
wt-tag-winner = zwycięzca
wt-dark-tip = Ciemna strona: jedna nieudana wyprawa; druga oznacza koniec gry dla gracza.
wt-white-tip = Jasna strona: jeszcze żadnej nieudanej wyprawy.
wt-dark = ciemna
wt-white = jasna
wt-sacrificed = Poświęcone:
wt-sac-tip = { $monster } ({ $n }) z elementem: { $tile }
wt-sac-tip-hidden = { $tile } z zakrytym potworem
wt-help-card = Karta pomocy: potwory (siła × liczba)
wt-raid-of = Wyprawa: { $who }
wt-start = na starcie
wt-now = teraz
wt-named = wskazano: { $monster }
wt-magic-weapon = Magiczna broń
wt-name-type-q = { $tile }: wskaż rodzaj potwora — wszystkie potwory tego rodzaju w lochu zostają pokonane.
wt-polymorph-q = Zastąpić tego potwora wierzchnią kartą talii?
wt-axe-q = Pokonać tego potwora Magicznym toporem?
wt-decides = { $who } decyduje: { $what }
wt-dungeon-empty = Loch był pusty: nie ma z kim walczyć.
wt-left-face-down = { $n ->
    [one] W lochu jest jeszcze { $n } zakryta karta
    [few] W lochu są jeszcze { $n } zakryte karty
    [many] W lochu jest jeszcze { $n } zakrytych kart
   *[other] W lochu jest jeszcze { $n } zakrytej karty
}
wt-set-aside = Odłożone przez Przemianę:
wt-pact-pending = Pakt z demonem: następny potwór zostanie pokonany.
wt-omnipotence-yes = Wszechmoc: każdy potwór był inny — sukces!
wt-omnipotence-no = Wszechmoc: dwa potwory były tego samego rodzaju.
wt-success-you = Sukces — wychodzisz z lochu z ❤ { $hp }
wt-success = Sukces — { $who } wychodzi z lochu z ❤ { $hp }
wt-failure = Porażka — bohater zginął w lochu

## Welcome to the Dungeon log (from the entries' kind and fields)

wt-log-card = { $monster } ({ $n })
wt-log-round-started = Runda { $round }: { $hero }; zaczyna { $who }.
wt-log-drew = { $who } dobiera potwora.
wt-log-drew-card = { $who } dobiera: { $card }.
wt-log-added = { $who } dodaje potwora do lochu (pozycja { $n }).
wt-log-added-card = { $who } dodaje do lochu: { $card } (pozycja { $n }).
wt-log-sacrificed = { $who } poświęca: { $tile }.
wt-log-sacrificed-card = { $who } poświęca { $tile } razem z potworem: { $card }.
wt-log-passed = { $who } pasuje.
wt-log-raid-started = { $who } wchodzi do lochu ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}) z { $hp ->
    [one] { $hp } punktem życia
    [few] { $hp } punktami życia
    [many] { $hp } punktami życia
   *[other] { $hp } punktu życia
}.
wt-log-named = { $who } wskazuje: { $monster }.
wt-log-revealed = Odkryto: { $card }.
wt-log-polymorphed = Przemiana: { $card } odchodzi na bok, odkryto { $replacement }.
wt-log-polymorph-declined = Przemiana nieużyta: { $card }.
wt-log-axe-declined = Magiczny topór nieużyty: { $card }.
wt-log-no-sacrifices = Koniec rundy: brak poświęconych potworów.
wt-log-round-started-chosen = Runda { $round }: { $hero } (wybór: { $chooser }); zaczyna { $who }.
wt-log-resolved = { $card }: { $what } (punkty życia: { $hp }).
wt-log-sacrifice = { $card } ({ $who }, { $tile })
wt-log-sacrifices-revealed = Koniec rundy: poświęcone potwory to { $list }.
wt-log-raid-success = { $who }: wyprawa udana.
wt-log-raid-failure = { $who }: wyprawa nieudana.
wt-log-won-victory-cards = { $who } wygrywa grę dzięki kartom zwycięstwa.
wt-log-won-last-standing = { $who } wygrywa grę jako ostatni gracz w grze.
wt-log-hero-died = Bohater zginął.
wt-log-victory-card = { $who } bierze kartę zwycięstwa ({ $n }).
wt-log-help-card-flipped = { $who } odwraca kartę pomocy na ciemną stronę.
wt-log-eliminated = { $who } odpada z gry.

## Zdarzenia dziennika gry: jeden komunikat na każdy rodzaj zapisywany przez silnik
## (engine/src/dungeon_lords/state/log.rs), `log-<rodzaj>` z myślnikami. Nazwy kart i akcji są
## w mianowniku: zdania stawiają je po dwukropku albo po rzeczowniku („potwora Goblin”); imiona
## graczy stoją tylko jako podmiot albo przed dwukropkiem („Marek: …”).

log-hidden-trap = zakryta pułapka
log-nothing = nic
log-game-begins = Zaczyna się { $variant ->
    [first_game] pierwsza gra
   *[full] pełna gra
} dla { $n ->
    [one] { $n } gracza
    [few] { $n } graczy
    [many] { $n } graczy
   *[other] { $n } gracza
}; znacznik gracza rozpoczynającego ma { $who }.
log-season-begins = Rok { $year }: zaczyna się { $season ->
    [winter] zima
    [spring] wiosna
    [summer] lato
   *[autumn] jesień
}.
log-next-event = Wydarzenie następnej pory roku: { $event ->
    [payday] { card-payday }
    [taxes] { card-taxes }
   *[special_event] { card-special-event }
}.
log-next-adventurers = Poszukiwacze przygód następnej pory roku: { $adventurers }.
log-autumn-ends = Jesień się kończy, zaczyna się walka.
log-year-ends = Rok { $year } się kończy.
log-private-choice = { $who }: wybór dokonany.
log-inaccessible-chosen = { $who } wybiera niedostępne rozkazy.
log-inaccessible-revealed = { $who } odkrywa niedostępne rozkazy: { $actions }.
log-order-put-own = Jako { $n }. rozkaz zagrywasz: { $action }.
log-dummy-order-own = Dla gracza niezależnego wybierasz: { $action }.
log-orders-taken-back-own = Cofasz swoje rozkazy.
log-orders-chosen = { $who } wybiera rozkazy.
log-dummy-reveals = Gracz niezależny { $dummy } odkrywa: { $actions }.
log-dummy-order = Wybrany rozkaz gracza niezależnego { $dummy }: { $action }.
log-hire-first-no-gold = { $who } odkrywa jako pierwszy rozkaz Zatrudnianie potworów, ale nie ma złota: rozkaz jest zablokowany.
log-hire-first-paid = { $who } płaci 1 sztukę złota za Zatrudnianie potworów jako pierwszy rozkaz.
log-minion-placed = { $who } stawia sługę na akcji { $action }, miejsce { $slot }.
log-order-blocked = { $who }: rozkaz { $action } jest zablokowany — nie ma wolnego miejsca.
log-slot-unusable = { $who } nie może użyć akcji { $action }, miejsce { $slot }; sługa wraca na kartę rozkazu.
log-slot-declined = { $who } rezygnuje z akcji { $action }, miejsce { $slot }.
log-work-stopped = { $who } kończy pracę przy akcji { $action }.
log-food-gained = { $who } zdobywa { $n ->
    [one] { $n } znacznik żywności
    [few] { $n } znaczniki żywności
    [many] { $n } znaczników żywności
   *[other] { $n } znacznika żywności
} na miejscu { $slot }.
log-reputation-improved = { $who } poprawia reputację na miejscu { $slot }{ $n ->
    [0] , ale niżej na Złomierzu już nie może.
    [one] {" "}i traci { $n } punkt zła.
    [few] {" "}i traci { $n } punkty zła.
    [many] {" "}i traci { $n } punktów zła.
   *[other] {" "}i traci { $n } punktu zła.
}
log-spied-own = Podglądasz { $n }. kartę walki: { $card }.
log-spied = { $who } podgląda kartę walki.
log-tunnel-dug = { $who } kopie tunel: { $pos }.
log-gold-mined = { $who } wydobywa 1 sztukę złota: { $pos }.
log-imps-recruited = { $who } rekrutuje { $n ->
    [one] { $n } chochlika
    [few] { $n } chochliki
    [many] { $n } chochlików
   *[other] { $n } chochlika
}.
log-trap-drawn-own = Dobierasz pułapkę: { $trap }.
log-trap-drawn = { $who } dobiera kartę pułapki.
log-trap-discarded-own = Odrzucasz pułapkę: { $trap }.
log-trap-discarded = { $who } odrzuca zakrytą pułapkę.
log-monster-hired = { $who } zatrudnia potwora na miejscu { $slot }: { $monster }.
log-room-built = { $who } buduje pomieszczenie { $room }: { $pos }.
log-production-begins = Produkcja i odzyskiwanie rozkazów.
log-yield-food = { $n ->
    [one] { $n } znacznik żywności
    [few] { $n } znaczniki żywności
    [many] { $n } znaczników żywności
   *[other] { $n } znacznika żywności
}
log-yield-gold = { $n ->
    [one] { $n } sztuka złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}
log-yield-trap = { $n ->
    [one] { $n } pułapka
    [few] { $n } pułapki
    [many] { $n } pułapek
   *[other] { $n } pułapki
}
log-yield-tunnel = nowy tunel
log-yield-less-evil = { $n ->
    [one] { $n } punkt zła mniej
    [few] { $n } punkty zła mniej
    [many] { $n } punktów zła mniej
   *[other] { $n } punktu zła mniej
}
log-yield-imp = nowy chochlik
log-room-used-own = Pomieszczenie { $room } daje ci: { $what }.
log-room-used = { $who } używa pomieszczenia { $room }: { $what }.
log-order-retrieved-own = Odzyskujesz rozkaz: { $action }.
log-order-retrieved = { $who } odzyskuje rozkaz: { $action }.
log-production-finished = { $who } kończy produkcję i odzyskiwanie rozkazów.
log-payday-begins = Dzień wypłaty.
log-taxes-due = Czas zapłacić podatki.
log-special-event = Wydarzenie specjalne: { $event }.
log-special-event-no-effect = Żeton wydarzenia specjalnego nie ma żadnego efektu.
log-payday = Dzień wypłaty – { $who }: { $parts }.
log-payday-keep = zatrzymuje: { $monsters } (koszt: { $cost })
log-payday-feed = daje demonowi do zjedzenia: { $monsters }
log-payday-release = wypuszcza: { $monsters }
log-taxes-paid = { $who } ma zapłacić { $tax ->
    [one] { $tax } sztukę złota
    [few] { $tax } sztuki złota
    [many] { $tax } sztuk złota
   *[other] { $tax } sztuki złota
} podatku i płaci { $n }{ $unpaid ->
    [0] .
    [one] {""}; dostaje { $unpaid } nieprzyjemny list.
    [few] {""}; dostaje { $unpaid } nieprzyjemne listy.
    [many] {""}; dostaje { $unpaid } nieprzyjemnych listów.
   *[other] {""}; dostaje { $unpaid } nieprzyjemnego listu.
}
log-ministry-levy = { $who } oddaje Ministerstwu { $n ->
    [one] { $n } sztukę złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}.
log-witch-hunt-no-monster = { $who } nie ma potwora do oddania i zyskuje 3 punkty zła.
log-witch-hunt-sacrifice = { $who } oddaje łowcom czarownic potwora: { $monster }.
log-witch-hunt-evil = { $who } zamiast tego zyskuje 3 punkty zła.
log-strike-paid = { $who } płaci potworowi 1 znacznik żywności.
log-strike = { $who }: potwór { $monster } strajkuje.
log-vip-paid = { $who } płaci gościowi 1 sztukę złota i traci 1 punkt zła.
log-vip-skipped = { $who } nie płaci gościowi.
log-tile-collapses = { $who }: w podziemiach zawala się pole { $pos }.
log-paladin-moves = Paladyn zmienia cel: { $to } ma teraz więcej zła niż { $from }.
log-paladin-leaves-tent = Paladyn opuszcza namiot. Jego cel: { $to }.
log-adventurer-to-dummy = Poszukiwacz przygód { $adventurer } idzie do gracza niezależnego i odchodzi do odległych krain.
log-adventurer-queues = { $who }: u wejścia do podziemi staje poszukiwacz przygód { $adventurer }.
log-combat-begins = Zaczyna się walka w roku { $year }; zaczyna { $who }.
log-combat-round = Zaczyna się runda walki { $round }.
log-combat-resumes = { $who }: walka trwa dalej, przybył paladyn.
log-target-chosen-own = Wybierasz cel: { $pos }.
log-trap-planned-own = Planujesz pułapkę: { $trap }.
log-trap-planned = { $who } planuje pułapkę.
log-monster-committed-own = Wysyłasz do walki potwora: { $monster }.
log-monster-committed = { $who } wysyła do walki potwora: { $monster }.
log-plan-cleared-own = Kasujesz swój plan.
log-planning-finished-own = Kończysz planowanie.
log-planning-finished = { $who } kończy planowanie.
log-prisoner-freed = { $who } nie ma już nic do podbicia: drużyna uwalnia z więzienia poszukiwacza przygód { $adventurer }.
log-no-battle = { $who } nie ma już nic do podbicia ani nikogo w więzieniu: bitwy nie ma.
log-defence-own = Bronisz pola { $pos }: { $n ->
    [0] bez obrońców
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
    [one] {" "}(przynęta: { $bait } sztuka złota)
    [few] {" "}(przynęta: { $bait } sztuki złota)
    [many] {" "}(przynęta: { $bait } sztuk złota)
   *[other] {" "}(przynęta: { $bait } sztuki złota)
}.
log-defence = { $who } broni pola { $pos }: { $n ->
    [0] bez obrońców
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
    [one] {" "}(przynęta: { $bait } sztuka złota)
    [few] {" "}(przynęta: { $bait } sztuki złota)
    [many] {" "}(przynęta: { $bait } sztuk złota)
   *[other] {" "}(przynęta: { $bait } sztuki złota)
}.
log-combat-card = Karta walki rundy { $round }: { $card } ({ $timing ->
    [fast] szybkie
   *[slow] wolne
} zaklęcie, wymaga { $magic ->
    [one] { $magic } punktu magii
    [few] { $magic } punktów magii
    [many] { $magic } punktów magii
   *[other] { $magic } punktu magii
}; zmęczenie: { $fatigue }).
log-combat-card-none = Runda { $round }: brak karty walki.
log-no-party-left = { $who }: w podziemiach nie została żadna drużyna, walka tam się kończy.
log-battle-begins = { $who }: zaczyna się bitwa.
log-party-gone = { $who }: drużyny już nie ma, walka w tych podziemiach się skończyła.
log-combat-over = Walka w roku { $year } się skończyła.
log-keep-monsters-evil = { $who } zatrzymuje potwory i zyskuje 2 punkty zła.
log-monster-cost-paid = { $who } płaci koszt potwora, aby został w bitwie: { $monster }.
log-trap-revealed = { $who } odkrywa pułapkę: { $trap }.
log-trap-revealed-paying = { $who } odkrywa pułapkę { $trap }; koszt: { $paid }.
log-anti-magic-wizard = { card-anti-magic-dart } trafia czarownika: w tej rundzie bez zaklęcia.
log-anti-magic-priest = { card-anti-magic-dart } trafia kapłana: w tej rundzie bez leczenia.
log-trap-no-damage = Pułapka nie zadaje obrażeń.
log-sheep-idle = Owca (wcześniej potwór { $monster }) nie może atakować.
log-monster-idle = { $who }: potwór { $monster } nie może atakować.
log-monster-glues = { $who }: potwór { $monster } oblepia drużynę.
log-standard-attack = { $who }: potwór { $monster } wykonuje atak standardowy za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-standard-attack-fed = { $who }: potwór { $monster } wykonuje atak standardowy za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} (nakarmiony 1 znacznikiem żywności).
log-attacks-again = Potwór { $monster } atakuje ponownie za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-attacks-each = { $who }: potwór { $monster } atakuje każdego poszukiwacza przygód za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-attacks = { $who }: potwór { $monster } atakuje poszukiwacza przygód { $target } za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-hits = { $who }: potwór { $monster } trafia poszukiwacza przygód { $target } za { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-spell-stopped = { card-anti-magic-room } zatrzymuje zaklęcie { $spell }.
log-spell-blocked = W tej rundzie nikt nie może rzucić zaklęcia { $spell }.
log-spell-too-weak = Drużyna ma { $magic ->
    [one] { $magic } punkt magii
    [few] { $magic } punkty magii
    [many] { $magic } punktów magii
   *[other] { $magic } punktu magii
}, za mało na zaklęcie { $spell }.
log-spell-cast = Drużyna rzuca zaklęcie { $spell }.
log-spell-no-effect = Zaklęcie nie ma żadnego efektu.
log-invisibility = { card-invisibility }: czarownicy cofają się na tył i w tej rundzie są nietykalni.
log-detect-treasure-gold = { card-detect-treasure }: przepada 1 sztuka złota.
log-detect-treasure-food = { card-detect-treasure }: przepada 1 znacznik żywności.
log-detect-treasure-trap-own = { card-detect-treasure }: odrzucasz pułapkę { $trap }.
log-detect-treasure-trap = { card-detect-treasure }: przepada karta pułapki.
log-fist-of-justice = { card-fist-of-justice }: przepada 1 chochlik.
log-regeneration = { card-regeneration }: każdy poszukiwacz przygód leczy 1 punkt obrażeń.
log-aura-of-fear = { card-aura-of-fear }: potwór { $monster } zadaje w tej rundzie o 2 punkty obrażeń mniej.
log-metamorphosis = { card-metamorphosis }: potwór { $monster } zmienia się w owcę.
log-dimensional-gate = { card-dimensional-gate }: potwór { $monster } zostaje wycofany do końca roku.
log-withdrawn = Potwór { $monster } wycofuje się do legowiska.
log-shield-absorbs = { card-magic-shield } pochłania 1 punkt obrażeń.
log-no-damage = { $adventurer } nie otrzymuje obrażeń.
log-damage = { $adventurer } otrzymuje { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} (zostaje ❤ { $left }/{ $hp }).
log-illusion-vanishes = { $adventurer } zostaje wyeliminowana i znika.
log-imprisoned = { $who }: { $adventurer } zostaje wyeliminowany i trafia do więzienia.
log-poison = { $adventurer }: działa trucizna strzałki.
log-no-heal-no-attack = Żaden potwór nie zaatakował: drużyna się nie leczy.
log-no-heal = Drużyna nie może się leczyć w tej rundzie.
log-party-heals = Drużyna leczy { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}.
log-no-conquest = Drużyna nie podbija w tej rundzie i nie otrzymuje zmęczenia.
log-fatigue = Zmęczenie: 1 punkt obrażeń otrzymuje { $adventurer }.
log-fatigue-finishes = Zmęczenie wykańcza drużynę: pole nie zostaje podbite.
log-tile-conquered = { $who }: drużyna podbija pole { $pos }.
log-magic-key-gold = { card-magic-key }: przepada 1 sztuka złota.
log-magic-key-food = { card-magic-key }: przepada 1 znacznik żywności.
log-scored = { $who } ma { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
} (potwory: { $monsters }, więźniowie: { $prisoners }, pomieszczenia: { $rooms }, podbite pola: { $conquered }, nieprzyjemne listy: { $dead_letters }, pomieszczenia punktujące: { $scoring_rooms }, tytuły: { $titles }, { card-hall-of-fame }: { $hall_of_fame }).
log-underlord = Podwładca: { $who }.

## Panel dziennika: grupy i filtry
log-filter-label = Co pokazać w dzienniku
log-filter-all = Wszystko
log-filter-mine = Moje
log-filter-combat = Walka
log-group-start = Przygotowanie
log-group-season = Rok { $year } · { $season }
log-group-phase = Rok { $year } · { $season } · { $phase }
log-group-combat = Rok { $year } · Walka
log-group-round = Rok { $year } · Runda walki { $round }
amt-bait = { $n ->
    [one] { $n } sztuka złota jako przynęta
    [few] { $n } sztuki złota jako przynęta
    [many] { $n } sztuk złota jako przynęta
   *[other] { $n } sztuki złota jako przynęta
}

## Powody odmowy według zasady, którą łamie odrzucony ruch
rule-full-1 = wybierz dwie różne karty spośród trzech wylosowanych
rule-orders-2 = ta karta rozkazu jest niedostępna w tej porze roku
rule-orders-3 = wybierz 3 różne karty z ręki
rule-length-1 = ta gra osiągnęła najdłuższą długość, jaką serwer rozgrywa
rule-takeback-1 = rozkazów ani planu walki nie można cofnąć więcej niż 16 razy w jednej decyzji
rule-dummy2-3 = wybierz jedną z trzech kart w ręce gracza niezależnego, i to tylko raz
rule-dungeon-5 = tunel wymaga pustego pola obok twoich podziemi, które nie dopełnia kwadratu 2×2, i wolnego chochlika
rule-act-mine-2 = każdy chochlik wydobywający złoto potrzebuje własnego niepodbitego tunelu
rule-act-mon-2 = tego potwora nie ma w gospodzie albo nie możesz zapłacić jego kosztu
rule-act-room-3 = pomieszczenie musi być jednym z dostępnych, stanąć na twoim niepodbitym tunelu, w swojej strefie i nie obok innego pomieszczenia
rule-act-rep-5 = tylko miejsca 1 i 3 pozwalają podejrzeć jedną z 4 kart walki w mieście
rule-exec-1 = akcje rozpatruje się po kolei, miejsce po miejscu
rule-exec-3 = wykonaj akcję, za którą możesz zapłacić, albo zrezygnuj
rule-prod-2 = pomieszczenie produkcyjne wymaga dość wolnych chochlików lub żetonów trolli, swojego kosztu i niewykorzystanego użycia w tej porze roku
rule-retrieve-2 = odzyskaj pierwszą kartę rozkazu albo kartę, na której stoi twój sługa
rule-turn-4 = produkcja i odzyskiwanie rozkazów idą po kolei, od gracza rozpoczynającego
rule-event-2 = wydarzenie rozpatruje się gracz po graczu
rule-event-payday-1 = zapłać pełne wynagrodzenie albo wypuść potwora
rule-event-tax-3 = zapłać od 0 do pełnego podatku, najwyżej tyle złota, ile masz
rule-event-special-2 = tego wyboru wydarzenie specjalne nie daje
rule-score-1 = gra się skończyła
rule-combat-1 = ten ruch nie pasuje do decyzji, której teraz wymaga walka
rule-combat-plan-2 = celem musi być niepodbite pole najbliżej wejścia
rule-combat-plan-4 = na pole trafia najwyżej 1 twoja karta pułapki (w Labiryncie 2) i 1 potwór w tunelu lub Labiryncie, 2 w pomieszczeniu (duchów dowolnie wiele)
rule-combat-plan-5 = do walki można wysłać tylko odkryte potwory z legowiska
rule-combat-plan-6 = pułapka w pomieszczeniu wymaga 1 sztuki złota jako przynęty
rule-combat-plan-7 = dodatkowy koszt pułapki trzeba móc zapłacić już przy planowaniu
rule-combat-plan-8 = trwa planowanie rundy walki: wybierz cel, pułapki i potwory albo zakończ planowanie
rule-combat-battle-1 = trwa bitwa: odpowiedz na jej bieżący etap
rule-combat-end-4 = najpierw uwolnij zwykłego więźnia, paladyna na końcu
rule-combat-trap-5 = wybierz jedną ze swoich zaplanowanych pułapek
rule-trap-note-1 = wyceluj strzałką w poszukiwacza przygód z drużyny
rule-mon-ghost-1 = duch nigdy nie atakuje 1. poszukiwacza przygód
rule-mon-vampire-1 = wampir nigdy nie atakuje kapłanów
rule-mon-troll-1 = nakarmienie trolla wymaga 1 znacznika żywności, który nie jest odłożony na pułapkę
rule-combat-mon-2 = wybierz jeden z ataków z żetonu potwora i dozwolony cel
rule-combat-mon-3 = wysłany do walki potwór musi zaatakować, jeśli może
rule-spell-5 = wybierz jednego ze swoich potworów w tej bitwie
rule-spell-7 = zapłać pełny koszt potwora albo go wycofaj

## Nieobecni gracze: zegary, przejęcia, linki do miejsca, powiadomienia (seat.js, notify.js)
create-clock = Zegar
create-clock-help = Czas, jaki każdy gracz ma na swoje decyzje. Gdy graczowi skończy się czas albo długo go nie ma, pozostali mogą oddać jego miejsce botowi.
clock-mode-none = Bez zegara
clock-mode-relaxed = Spokojny (15 min + 60 s na decyzję)
clock-mode-normal = Normalny (6 min + 30 s na decyzję)
clock-mode-fast = Szybki (2 min + 10 s na decyzję)
clock-mode-turn-based-choice = Turowa (dni na decyzję)
clock-mode-turn-based = Turowa ({ $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
} na decyzję)
clock-days = { $d } d { $h } h
clock-label = Zegar: { $clock }
seat-control-takeover = na razie gra bot
seat-control-conceded = poddanie (gra bot)
seat-timed-out = koniec czasu
seat-away = nieobecność
seat-votes = głosy za botem: { $n } z { $needed }
seat-vote-bot = Oddaj botowi
seat-reinvite = Zaproś ponownie
seat-reinvite-title = Daj graczowi nowy link do jego miejsca (stary link przestanie działać)
seat-reinvite-help = Wyślij ten link dalej (gracz: { $name }); stary link do tego miejsca już nie działa.
seat-bot-plays-yours = Twoim miejscem gra bot.
seat-take-back = Przejmij z powrotem
seat-continue-elsewhere = Kontynuuj na innym urządzeniu
seat-continue-help = Otwórz ten link (albo zeskanuj kod) na drugim urządzeniu, aby tam grać swoim miejscem. Nie udostępniaj go: to twoje miejsce.
seat-concede = Poddaj się
seat-concede-confirm = Poddać grę? Twoim miejscem do końca zagra bot.
seat-link-close = Zamknij
seat-qr-label = Kod QR linku
seat-qr-missing = Nie można pokazać kodu QR; użyj linku.
notify-your-turn-title = Twój ruch
notify-your-turn-body = W Dungeon Lords Online czeka na ciebie decyzja.
error-code-bad-clock = To ustawienie zegara jest nieprawidłowe (turowa: od 1 do 14 dni).
error-code-not-a-player = Mogą to zrobić tylko gracze przy stole.
error-code-not-playing = Gra nie toczy się.
error-code-no-such-seat = Na tym miejscu nie ma gracza.
error-code-own-seat = Nie możesz głosować w sprawie własnego miejsca.
error-code-not-votable = Temu graczowi nie skończył się czas i nie jest nieobecny.
error-code-not-a-voter = Nie możesz teraz głosować.
error-code-already-voted = Twój głos już jest oddany.
error-code-already-conceded = Ta gra jest już poddana.
error-code-lobby-moving = Gra właśnie przenosi się na inny serwer; spróbuj ponownie za chwilę.
error-code-bad-email = Ten adres e-mail jest nieprawidłowy.
error-code-not-turn-based = E-maile o ruchu wysyłają tylko gry turowe.
error-code-email-refused = Właściciel tego adresu wypisał się z e-maili od tej poczekalni lub od całego serwera.
error-code-bad-idempotency-key = Żądanie miało błędny klucz ponowienia. Odśwież stronę i spróbuj jeszcze raz.
error-code-idempotency-key-reused = Ten klucz ponowienia został już użyty do innego żądania. Odśwież stronę i spróbuj jeszcze raz.

## Replays: seat events (replay.js)
replay-seat-events = Co działo się z miejscami graczy
replay-seat-event = Krok { $step } · { $who }: { $what }
seat-event-timeout = skończył się czas
seat-event-takeover = miejsce przejął bot (głosowali: { $voters })
seat-event-concede = poddaje grę; do końca gra bot
seat-event-reclaim = wraca i gra dalej
seat-event-reinvite = dostaje od założyciela nowy link
seat-line = { $who }: { $what }

## Keyboard (index.html)
skip-to-decision = Przejdź do decyzji (klawisz D)

## A lobby link that cannot lead to a seat (js/gate.js)
gate-unknown-title = Taka poczekalnia nie istnieje
gate-unknown-text = Żadna poczekalnia nie ma identyfikatora { $id }. Link może być błędnie przepisany albo ucięty: poproś osobę, która go wysłała, o cały link.
gate-closed-title = Ta poczekalnia została zamknięta
gate-closed-text = Zamknięto ją, zanim gra się zaczęła: założyciel wyszedł albo nikogo w niej długo nie było.
gate-incompatible-title = Tej gry nie można kontynuować
gate-incompatible-text = Zapisała ją inna wersja silnika gry, której ten serwer nie uruchamia.
gate-kept-title = Te miejsca są zarezerwowane dla graczy poprzedniej gry
gate-kept-text = Ten rewanż rezerwuje wolne miejsca do { $time } dla graczy poprzedniej gry. Możesz oglądać albo wrócić później: miejsce, którego nikt nie zajął, będzie wolne dla każdego.
gate-full-title = Poczekalnia jest pełna
gate-full-text = { $n ->
    [one] Jedyne miejsce jest zajęte.
    [few] Wszystkie { $n } miejsca są zajęte.
    [many] Wszystkich { $n } miejsc jest zajętych.
   *[other] Wszystkie miejsca ({ $n }) są zajęte.
} Możesz oglądać: gra zacznie się, gdy założyciel ją uruchomi.
gate-watch = Oglądaj tę grę
gate-home = Otwarte poczekalnie
gate-create = Załóż poczekalnię

## "While you were away" (js/away.js)
away-title = Kiedy cię nie było
away-since = Nie było cię { $minutes ->
    [one] minutę
    [few] { $minutes } minuty
    [many] { $minutes } minut
   *[other] { $minutes } minuty
}, a w przebiegu gry { $n ->
    [one] przybył jeden wiersz
    [few] przybyły { $n } wiersze
    [many] przybyło { $n } wierszy
   *[other] przybyło { $n } wiersza
}. Co dotyczy ciebie:
away-nothing-for-you = Nic z tego nie dotyczy cię bezpośrednio.
away-more = { $n ->
    [one] Jeszcze jeden wiersz o tobie jest w przebiegu gry.
    [few] Jeszcze { $n } wiersze o tobie są w przebiegu gry.
    [many] Jeszcze { $n } wierszy o tobie jest w przebiegu gry.
   *[other] Jeszcze { $n } wiersza o tobie jest w przebiegu gry.
}
away-back = Wróć do stołu

## Absence banner (js/absence.js)
absence-label = Nieobecni gracze
absence-away = Nie ma przy stole: { $name }.
absence-out-of-time = Skończył się czas: { $name }.
absence-you-voted = Twój głos za botem został oddany.
## The phone's table (issue #31): tabs for the parts of the table and the decision bar
table-decision = Twoja decyzja
table-parts = Części stołu
tab-mine = Ty
tab-board = Plansza
tab-others = Inni
tab-players = Gracze
tab-table = Gra
tab-log = Przebieg
tab-chat = Czat
tab-seat = Przy stole
tab-unread = nowe wiadomości

## The "what happens now" panel as a spectator reads it (no "your dungeon")
help-watch-initial-orders = Każdy gracz odkłada 2 karty rozkazów: w tej porze roku są niedostępne. Pozostałe 6 kart ma w ręce.
help-watch-production = Gracze wysyłają wolne chochliki do pomieszczeń produkcyjnych, potem odzyskują jedną zagraną kartę rozkazu (pozostałe dwie w następnej porze roku będą niedostępne).
help-watch-payday = Każdy gracz płaci każdemu potworowi wynagrodzenie z jego żetonu albo go wypuszcza (+1 punkt zła).
help-watch-taxes = Każdy gracz płaci 1 sztukę złota za każde 2 pola swoich podziemi; za każdą niezapłaconą dostaje nieprzyjemny list (−3 punkty na koniec).
help-watch-combat = Poszukiwacze przygód atakują podziemia każdego gracza, w każdej rundzie jedno pole, najwyżej 4 rundy: gracz planuje pułapki i potwory, potem rozgrywa się bitwa.

## Notification settings and my own clock (settings.js, myclock.js)
my-clock-label = Twój czas na tę decyzję
my-clock-left = zostało { $time }
my-clock-out = Czas minął: pozostali mogą oddać twoje miejsce botowi
settings-open = Powiadomienia
settings-title = Powiadomienia
settings-scope = Zapisane w tej przeglądarce, tylko dla tego stołu.
settings-sound = Dźwięk, gdy przychodzi mój ruch, a ta strona jest w tle
settings-desktop = Powiadomienie na pulpicie, gdy przychodzi mój ruch, a ta strona jest w tle
settings-desktop-denied = Ta przeglądarka blokuje powiadomienia z tej strony: zezwól na nie w ustawieniach przeglądarki.
settings-desktop-unsupported = Ta przeglądarka nie umie pokazywać powiadomień na pulpicie.
settings-on-sound = Dźwięk włączony
settings-on-desktop = Powiadomienia na pulpicie włączone
settings-on-mail = E-maile o ruchu włączone
settings-mail-pending-short = E-mail czeka na potwierdzenie
settings-all-off = Wszystko wyłączone
settings-mail-title = E-maile o twoim ruchu
settings-mail-not-turn-based = E-maile wysyłają tylko gry turowe; w tej grze dowiesz się przy stole.
settings-mail-seated-only = E-maile o ruchu dostają tylko gracze.
settings-mail-help = Gdy przyjdzie twój ruch, a nie będzie cię przy stole, wyślemy jeden e-mail z linkiem do stołu i najwyżej jedno przypomnienie na decyzję. Najpierw wyślemy link do potwierdzenia adresu: dopóki go nie otworzysz, nie wyślemy nic więcej. Każdy e-mail ma link, którym je wyłączysz.
settings-mail-address = Adres e-mail
settings-mail-send = Wyślij link potwierdzający
settings-mail-change = Zmień adres
settings-mail-check = Sprawdź potwierdzenie
settings-mail-remove = Wyłącz e-maile o ruchu
settings-mail-checking = Sprawdzam…
settings-mail-none = Na razie żadnych e-maili dla tego stołu.
settings-mail-pending = Czeka na potwierdzenie: otwórz link, który wysłaliśmy na { $email }.
settings-mail-confirmed = Potwierdzone: e-maile o ruchu idą na { $email }.
settings-mail-empty = Wpisz adres e-mail.
settings-mail-limited = Ten adres lub ten stół dostał już na razie dość e-maili: spróbuj ponownie za godzinę.
settings-mail-off = Ten serwer nie wysyła e-maili.
settings-close = Zamknij
settings-offer-title = Dowiedz się, kiedy twój ruch
settings-offer-text = To gra turowa: decyzja może czekać całymi dniami. Chcesz dostać e-mail, gdy przyjdzie twój ruch?
settings-offer-yes = Włącz e-maile o ruchu
settings-offer-later = Nie teraz

## Combat training (js/training.js)
training-home-link = Trening walki
training-home-hint = Treningowe podziemia z instrukcji jako krótkie łamigłówki.
training-default-name = Władca podziemi
training-starting = Przygotowuję podziemia…
training-title = Trening walki
training-intro = Treningowe podziemia z instrukcji: u wejścia do podziemi z trzema tunelami stoi drużyna, a ty walczysz z nią na prawdziwym ekranie walki pułapkami i potworami podanymi w scenariuszu. Zmęczenie wynosi 2 w każdej rundzie i nie ma zaklęć. Potem porównaj swój wynik z rozwiązaniem z instrukcji i obejrzyj je krok po kroku.
training-name = Twoje imię
training-fight = Do walki
training-goal-one = W rozwiązaniu z instrukcji drużyna podbija jedno pole. Czy dasz radę tak samo?
training-goal-none = Rozwiązanie z instrukcji zatrzymuje drużynę, zanim cokolwiek podbije.
training-now = Trening: { $name }.
training-back = Powrót na stronę główną
training-no-game = Nie znaleziono gry tego stołu.
training-ex-scen1-title = Scenariusz 1: dwóch wojowników i kapłan
training-ex-scen1-desc = Dwóch wojowników i kapłan przeciw Toczącemu się głazowi, trollowi i goblinowi; w spiżarni 1 znacznik żywności.
training-ex-scen2-title = Scenariusz 2: wojownik i dwóch złodziei
training-ex-scen2-desc = Złodzieje rozbrajają razem 3: użyj Zatrutego posiłku (1 znacznik żywności), wiedźmy i ducha tak, by pułapki mimo to zadziałały.
training-ex-scen3-title = Scenariusz 3: wojownik, kapłan i złodziej
training-ex-scen3-desc = Złodziej z tyłu osłabia twoje pułapki, a kapłan leczy: Przeklęty pierścień (1 sztuka złota), Wahadło i wampir.
training-ex-scen4-title = Scenariusz 4: dwóch kapłanów i złodziej
training-ex-scen4-desc = Dwóch kapłanów leczy razem 4: Ściana ognia, Strzałka antymagiczna i śluz.
training-ex-scen-room-title = Walka w pomieszczeniu
training-ex-scen-room-desc = Scenariusz 1 z pomieszczeniem przy wejściu, 1 znacznikiem żywności i 1 sztuką złota: czy da się zatrzymać drużynę, zanim cokolwiek podbije?
training-result-title = Trening zakończony: { $name }
training-verdict-better = Lepiej niż w instrukcji!
training-verdict-worse = Drużyna podbiła więcej niż w rozwiązaniu z instrukcji. Zobacz, jak robi to instrukcja, i spróbuj jeszcze raz.
training-verdict-costlier = Tyle samo pól co w instrukcji, ale wydałeś więcej.
training-verdict-same = Tak dobrze jak w instrukcji.
training-compare-caption = Twoja walka i rozwiązanie z instrukcji
training-yours = Ty
training-book = Instrukcja
training-row-conquered = Podbite pola
training-row-imprisoned = Uwięzieni poszukiwacze przygód
training-row-survived = Poszukiwacze, którzy przeżyli
training-row-food-spent = Wydana żywność
training-row-gold-spent = Wydane złoto
training-compare-note-conquered = Im mniej podbitych pól, tym lepiej; potem im mniej wydanej żywności i złota.
training-preparing = Przygotowuję zapis…
training-watch = Obejrzyj rozwiązanie z instrukcji
training-again = Spróbuj ponownie
training-other = Inne treningowe podziemia
training-dungeons = Treningowe podziemia
training-examples = Przykłady z instrukcji: każdy na jedną rundę
training-examples-intro = Instrukcja objaśnia walkę na małych przykładach. Tutaj każdy z nich to jedna runda walki z drużyną i kartami z przykładu: zdecyduj, a potem porównaj wynik z instrukcją. Na koniec rundy jak zwykle działa zmęczenie 2.
training-goal-page-damage = Jedna runda: zostaw drużynie jak najwięcej obrażeń.
training-goal-page-conquered = Jedna runda: nie pozwól drużynie podbić pola.
training-goal-page-imprisoned = Jedna runda: uwięź jak najwięcej poszukiwaczy przygód.
training-goal-round-damage = Jedna runda. Po wyborze z instrukcji drużynie zostaje { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
  }: czy zostawisz co najmniej tyle?
training-goal-round-conquered = Jedna runda. Wybór z instrukcji nie pozwala drużynie podbić pola.
training-goal-round-imprisoned = Jedna runda. Wybór z instrukcji uwięzi { $n ->
    [one] jednego poszukiwacza przygód
    [few] { $n } poszukiwaczy przygód
    [many] { $n } poszukiwaczy przygód
   *[other] { $n } poszukiwacza przygód
  }: czy dasz radę tak samo?
training-ex-train-trap-4-title = Złodziej i dwie pułapki: która zrani bardziej?
training-ex-train-trap-4-desc = Drużyna ze scenariusza 3: wojownik, kapłan i złodziej, który zmniejsza obrażenia od pułapek o 2, najpierw z przodu. Masz Toczący się głaz i Ścianę ognia i możesz użyć jednej z nich.
training-ex-train-trap-6-title = Rozbrojona, a jednak działa
training-ex-train-trap-6-desc = Drużyna ze scenariusza 2: dwaj złodzieje zmniejszają razem obrażenia o 3. Masz Toczący się głaz i Zapadnię; złodzieje zapobiegną wszystkim obrażeniom każdej z nich, ale jedna i tak coś zrobi.
training-ex-train-mon-1-title = Atak standardowy na rannego wojownika
training-ex-train-mon-1-desc = Wojownik z przodu ma już 2 znaczniki obrażeń przy 5 punktach życia. Twoja wiedźma może zadać pierwszemu 4 punkty obrażeń albo dwa razy po 1 komukolwiek.
training-ex-train-mon-3-title = Śluz i osłabiony wojownik
training-ex-train-mon-3-desc = Pierwszemu wojownikowi został 1 punkt życia. Twój śluz może zaatakować każdego za 1 albo oblepić drużynę, by niczego nie podbiła.
training-ex-train-heal-1-title = Leczenie po ataku trolla
training-ex-train-heal-1-desc = Drużyna ze scenariusza 3 z kapłanem, który leczy 1. Wyślij trolla (3 punkty obrażeń dla pierwszego) albo nie: ile obrażeń zostanie drużynie po leczeniu?
training-ex-train-heal-3-title = Kiedy leczenie pomaga drużynie
training-ex-train-heal-3-desc = Drużyna ze scenariusza 4 jest już ranna (złodziej 1, drugi kapłan 2), a jej dwaj kapłani leczą razem 4. Twój goblin zadaje 2, ale po ataku każdego potwora kapłani leczą.
training-row-damage = Obrażenia, które zostały drużynie
training-verdict-worse-damage = Drużynie zostało mniej obrażeń niż w rozwiązaniu z instrukcji. Zobacz, jak robi to instrukcja, i spróbuj jeszcze raz.
training-verdict-worse-imprisoned = Drużyna wyszła z rundy lepiej niż w rozwiązaniu z instrukcji: mniej uwięzionych poszukiwaczy przygód albo tyle samo, ale mniej rannych. Zobacz, jak robi to instrukcja, i spróbuj jeszcze raz.
training-compare-note-damage = Im więcej obrażeń zostaje drużynie po rundzie, tym lepiej (uwięziony poszukiwacz liczy się jako więzień, nie jako obrażenia).
training-compare-note-imprisoned = Im więcej uwięzionych poszukiwaczy przygód po rundzie, tym lepiej; przy tej samej liczbie im więcej obrażeń zostaje pozostałym.
replay-training-book = Rozwiązanie z instrukcji
# Issue 35: the lobby option for the level of the bot that takes over an absent player's seat.
create-takeover-bot = Bot za nieobecnego gracza
create-takeover-bot-help = Gdy miejsce gracza przejmie bot (w głosowaniu pozostałych albo gdy gracz się podda), bot gra na tym poziomie.


## Konta (issue #39: js/account.js, js/account-dialog.js, js/account-games.js)
account-sign-in = Zaloguj się
account-menu-label = Twoje konto: { $name }
account-dialog-title = Logowanie
account-dialog-why = Konto przechowuje twoje gry na każdym urządzeniu, na którym się zalogujesz. Zawsze możesz grać bez niego.
account-passkey-sign-in = Zaloguj się kluczem dostępu
account-new-title = Jesteś tu pierwszy raz?
account-name-label = Twoje imię
account-passkey-create = Załóż konto z kluczem dostępu
account-passkey-help = Klucz dostępu zostaje w twoim telefonie lub komputerze i odblokowuje go odcisk palca, twarz lub blokada ekranu. Bez hasła.
account-email-title = Nie masz klucza dostępu pod ręką?
account-email-title-only = Logowanie przez e-mail
account-email-label = Adres e-mail
account-email-send = Wyślij mi link do logowania
account-email-sent = Jeśli adres { $email } jest poprawny, link do logowania jest w drodze. Można go użyć raz, w ciągu 15 minut.
account-no-webauthn = Ta przeglądarka nie obsługuje kluczy dostępu, ale możemy wysłać ci link do logowania e-mailem.
account-nothing-possible = Ta przeglądarka nie obsługuje kluczy dostępu, a ten serwer nie wysyła e-maili, więc nie można się tu zalogować. Nadal możesz grać jako gość.
account-close = Zamknij
account-err-cancelled = Prośba o klucz dostępu została anulowana lub trwała zbyt długo. Spróbuj jeszcze raz, kiedy zechcesz.
account-err-exists = To urządzenie ma już klucz dostępu do tego konta.
account-err-security = Pod tym adresem klucze dostępu nie działają.
account-err-unsupported = Ta przeglądarka nie obsługuje kluczy dostępu.
account-err-passkey-unknown = Nie znamy tu tego klucza dostępu. Załóż konto albo wybierz inny klucz.
account-err-link-invalid = Ten link do logowania już nie działa: został użyty albo jest starszy niż 15 minut. Poproś o nowy.
account-err-rate-limited = Zbyt wiele prób logowania. Poczekaj minutę i spróbuj ponownie.
account-err-mail-off = Ten serwer nie wysyła e-maili.
account-err-general = Logowanie nie powiodło się. Spróbuj ponownie.
account-err-empty-name = Wpisz imię.
account-err-empty-email = Wpisz adres e-mail.
account-signing-in = Logujemy cię…
account-signed-in-as = Zalogowano jako { $name }.
account-signed-out = Wylogowano. Gry z tej przeglądarki zostają tutaj.
account-signed-out-page = Nie jesteś zalogowany.
account-title = Twoje konto
account-name-save = Zapisz imię
account-name-saved = Imię zapisane.
account-email-known = E-mail: { $email }
account-passkeys-title = Klucze dostępu
account-passkeys-none = Nie masz jeszcze klucza dostępu: logujesz się linkami z e-maila.
account-passkey-unnamed = Klucz dostępu
account-passkey-created = dodany { $date }
account-passkey-add = Dodaj klucz dostępu
account-passkey-added-ok = Klucz dostępu dodany.
account-sign-out = Wyloguj się
account-games-title = Moje gry
account-games-loading = Wczytujemy twoje gry…
account-games-none = Nie masz jeszcze gier. Gry, które założysz lub do których dołączysz po zalogowaniu, pojawią się tutaj, na każdym urządzeniu.
account-game-open = Otwórz
account-game-replay = Powtórka
account-status-open = czeka na graczy
account-status-running = w toku
account-status-finished = zakończona
account-your-turn = Twój ruch
account-opening = Otwieramy twoje miejsce…
account-claiming = Dodajemy gry…
account-claim-offer = { $n ->
    [one] Ta przeglądarka ma { $n } grę, której jeszcze nie ma na twoim koncie.
    [few] Ta przeglądarka ma { $n } gry, których jeszcze nie ma na twoim koncie.
   *[many] Ta przeglądarka ma { $n } gier, których jeszcze nie ma na twoim koncie.
}
account-claim-button = { $n ->
    [one] Dodaj grę z tej przeglądarki do konta
    [few] Dodaj { $n } gry z tej przeglądarki do konta
   *[many] Dodaj { $n } gier z tej przeglądarki do konta
}
account-claim-done = { $n ->
    [one] Dodano { $n } grę do konta.
    [few] Dodano { $n } gry do konta.
   *[many] Dodano { $n } gier do konta.
}
error-code-csrf = Sesja tej strony jest nieaktualna. Odśwież stronę i spróbuj ponownie.
error-code-sign-in-failed = Logowanie nie powiodło się.
error-code-signed-out = Sesja wygasła. Zaloguj się ponownie.
error-code-claimed-by-other = To miejsce należy już do innego konta.
error-code-not-your-seat = To miejsce nie należy do twojego konta.
error-code-mail-off = Ten serwer nie wysyła e-maili.
error-code-too-many-passkeys = To konto ma już tyle kluczy dostępu, ile może mieć.

## Grupy (issue #39, punkt 5; js/groups.js)
groups-title = Moje grupy
groups-intro = Grupa to gracze jednej gry, którzy byli zalogowani. Przycisk „Zagraj ponownie z tą grupą” na końcu gry zakłada nowy stół i rezerwuje miejsce dla każdego z nich.
groups-none = Na razie brak grup. Na końcu gry z innymi zalogowanymi graczami naciśnij „Zagraj ponownie z tą grupą”.
groups-signed-out = Zaloguj się, aby zobaczyć swoje grupy.
groups-n-games = { $n ->
    [one] { $n } gra
    [few] { $n } gry
    [many] { $n } gier
   *[other] { $n } gry
}
groups-member-you = { $name } (Ty)
groups-members = Członkowie: { $names }
groups-invited = Twoja grupa znów gra w { $game }: miejsce jest dla Ciebie zarezerwowane.
groups-current-open = Gra { $game } czeka na graczy.
groups-current-running = Gra { $game } właśnie trwa.
groups-take-seat = Zajmij moje miejsce
groups-open-game = Otwórz grę
groups-taking-seat = Zajmuję Twoje miejsce…
groups-play-again = Zagraj ponownie z tą grupą
groups-join-again = Dołącz do nowej gry grupy
groups-play-again-who = Z graczami { $names }: każdemu z was zostanie zarezerwowane miejsce.
groups-starting = Zakładam grę grupy…
groups-name-label = Nazwa grupy
groups-name-save = Zmień nazwę
groups-name-saved = Nazwa zapisana.
groups-mail-label = Wyślij mi e-mail, gdy ta grupa znów gra
groups-mail-saved = Zapisano.
groups-mail-none = Twoje konto nie ma adresu e-mail, więc zaproszenia zobaczysz tylko tutaj i na stronie głównej.
groups-history = Gry
groups-no-games = Na razie brak gier.
groups-all = Wszystkie moje grupy
groups-status-ended = zakończona
error-code-not-member = Twoje konto nie należy do tej grupy.
error-code-not-in-game = Twoje konto nie miało miejsca w tej grze.
error-code-no-group = Grupa potrzebuje co najmniej dwóch graczy, którzy byli zalogowani w czasie gry.
## Rankingi i profil (issue #39, punkty 3–4: js/profile.js, formularz nowej gry, poczekalnia)
create-rated = Gra rankingowa
create-rated-help = Zmienia ranking graczy, ale tylko gdy każde miejsce zajmie inny zalogowany gracz (bez botów i gości).
lobby-rated-tag = rankingowa
lobby-rated-counts = tak: wszyscy gracze są zalogowani
lobby-rated-pending = tak, gdy każde miejsce zajmie zalogowany gracz
lobby-rated-not = { $reason ->
    [bot] nie: gra tu bot, więc gra nie zmieni rankingu
    [same_account] nie: jedno konto zajmuje dwa miejsca, więc gra nie zmieni rankingu
   *[guest] nie: gra tu gość, więc gra nie zmieni rankingu
}
lobby-rating-title = Ranking tego gracza w tej grze
lobby-seat-rating = ranking { $rating }
results-rated = Ta gra rankingowa zmienia ranking graczy.
profile-link = Profil i ranking
profile-title = Profil
profile-title-of = Profil gracza { $name }
profile-signed-out = Zaloguj się, aby zobaczyć swoje zakończone gry, statystyki i ranking.
profile-loading = Wczytuję twoje gry…
profile-ratings = Ranking
profile-rating-detail = ± { $uncertainty } · { $n ->
    [one] { $n } gra rankingowa
    [few] { $n } gry rankingowe
   *[many] { $n } gier rankingowych
}
profile-no-ratings = Jeszcze bez rankingu. Zagraj w grę rankingową z zalogowanymi znajomymi.
profile-ratings-help = Każda gra ma własny ranking. Zaczyna się od 25; wygrana z silniejszymi graczami podnosi go bardziej. Liczba po ± mówi, jak jest na razie pewny.
profile-stats = Statystyki
profile-played = Rozegrane
profile-wins = Wygrane
profile-average = Średni wynik
profile-no-games = Jeszcze żadnych zakończonych gier.
profile-games = Zakończone gry
profile-won = wygrana
profile-place = { $place }. miejsce
profile-score = wynik { $score }
profile-rating-change = ranking { $change } (teraz { $after })
profile-forfeited = liczy się jako przegrana
profile-unrated = { $reason ->
    [bot] bez rankingu: grał bot
    [same_account] bez rankingu: jedno konto zajmowało dwa miejsca
    [guest] bez rankingu: grał gość
   *[other] bez rankingu
}
