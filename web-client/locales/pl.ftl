# Dungeon Lords Online — teksty polskie.
# Nazwy kart, pomieszczeń, akcji i tytułów pochodzą z polskiej instrukcji Dungeon Lords
# (shared/seeds/004). Czego tam nie wydrukowano, jest oznaczone „# translated, not printed”;
# Welcome to the Dungeon nie ma polskiego źródła w repozytorium, więc wszystkie jego nazwy są
# tłumaczeniami.

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
home-lobby-id-placeholder = numer poczekalni lub zaproszenie
home-title = Zagraj w Dungeon Lords ze znajomymi
home-intro = Załóż poczekalnię, wyślij zaproszenie od jednej do trzech osób, wolne miejsca możesz zająć botami, i zaczynajcie. Każdy z linkiem może też oglądać grę.
home-create = Załóż poczekalnię
home-open = Otwórz
home-open-lobbies = Otwarte publiczne poczekalnie
home-no-lobbies = Teraz nie ma żadnej otwartej publicznej poczekalni.
lobbies-name = Nazwa
lobbies-game = Gra
lobbies-seats = Miejsca
lobbies-join = Dołącz
lobbies-watch = Oglądaj
lobby-hosts-game = Gra gracza { $host }

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
create-rules-help = Pierwsza gra: 2 losowe niedostępne rozkazy zamiast własnego wyboru, bez wydarzeń specjalnych, bez dodatkowego złota za Zatrudnianie potworów jako 1. rozkaz, a płacenie złem nie jest ograniczone szczytem Złomierza. Polecane nowym graczom.
create-special-events = Wydarzenia specjalne
create-special-events-help = Tylko w pełnej grze: jedno wydarzenie specjalne na rok na żetonie Wydarzenia specjalnego.
create-simultaneous = Równoczesne planowanie
create-simultaneous-help = Produkcję, odbieranie rozkazów i planowanie walki wszyscy wprowadzają jednocześnie (każdy widzi tylko swój szkic, aż wszyscy skończą), a nie po kolei. Szybsze z graczami, którzy znają grę; przy stole obowiązuje kolejność graczy.
create-first-hero = Pierwszy bohater
create-forced-opening = Wymuszone otwarcie
create-forced-opening-help = W pierwszej rundzie każdy gracz w swoim pierwszym ruchu musi dobrać potwora i dodać go do lochu.
create-forced-every = …w każdej rundzie
create-forced-every-help = Wymuszone otwarcie obowiązuje w każdej rundzie, nie tylko w pierwszej.
create-three-wins = Trzy zwycięstwa
create-three-wins-help = Wygrywają trzy udane wyprawy, a w zasobach jest wszystkie 8 kart zwycięstwa.
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
replay-everything = Wszystko
replay-as-seen-by = tak, jak widział(a) { $who }
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
replay-viewer-spectator = widza
replay-copy-link = Skopiuj link do tego kroku
replay-log = Dziennik
replay-imported = zaimportowana
replay-running = Gra wciąż trwa: to widzieli dotąd widzowie.
replay-export-record = Pobierz zapis gry (JSON)
replay-export-log = Pobierz dziennik (tekst)
replay-so-far = Zapis dotychczasowego przebiegu
games-import = Importuj zapis gry
games-import-hint = Plik JSON pobrany z zapisu na tym lub innym serwerze tej samej wersji.
games-import-not-json = Ten plik nie jest w formacie JSON.

## Lobby, seats, connection

lobby = Poczekalnia
lobby-of = Poczekalnia gracza { $host }
lobby-closed = Założyciel zamknął tę poczekalnię.
lobby-incompatible = Tę zapisaną grę utworzyła inna wersja silnika i nie można jej kontynuować.
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
seat-n = Miejsce { $n }
player-n = Gracz { $n }
tag-you = ty
tag-bot = bot
tag-bot-level = bot · { $level ->
    [easy] łatwy
    [hard] trudny
   *[normal] zwykły
}
bot-level-title = Jak dobrze zagra następny bot
bot-level-option = { $level ->
    [easy] Łatwy bot
    [hard] Trudny bot
   *[normal] Zwykły bot
}
online = połączony
offline = rozłączony
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
conn-retrying = Rozłączono — łączę ponownie (próba { $attempt })…

## Errors (codes from protocol/README.md)

refused = odrzucono
server-error = Serwer: { $message } ({ $code })
error-enter-name = Podaj swoje imię.
error-not-connected = brak połączenia: polecenie nie zostało wysłane; spróbuj ponownie po połączeniu
error-unreachable = nie można połączyć się z serwerem: { $message }
error-bad-token = Twój klucz do miejsca nie został przyjęty; oglądasz jako widz.
error-seat-lost = To miejsce nie jest już twoje ({ $reason }); oglądasz jako widz.
error-rule-violation = zasada { $rule } na to nie pozwala: { $message }
error-code-bad-json = Serwer nie zrozumiał żądania (błędny JSON).
error-code-bad-id = To nie jest prawidłowy numer poczekalni ani gry.
error-code-not-found = Nie ma takiej poczekalni ani gry.
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
error-code-malformed = Polecenie było nieprawidłowe.
error-code-game-over = Gra się zakończyła.

## Prompt panel

prompt-your-decision = Twoja decyzja
prompt-game-over = Gra się zakończyła.
prompt-waiting-for = Czekamy na
prompt-waiting = Czekamy…
prompt-refused = Odrzucono:
prompt-rule = (zasada { $rule })
prompt-choose-one = Wybierz jedno:
prompt-all-choices = { $n ->
    [one] { $n } możliwość jako przycisk
    [few] Wszystkie { $n } możliwości jako przyciski
    [many] Wszystkie { $n } możliwości jako przyciski
   *[other] Wszystkie { $n } możliwości jako przyciski
}
dismiss = zamknij
cancel = anuluj
decision-initial-orders = początkowe rozkazy
decision-orders = rozkazy
decision-execute = akcje
decision-production = produkcja
decision-payday = dzień wypłaty
decision-taxes = podatki
decision-special-event = wydarzenie specjalne
decision-combat = walka
decision-finished = koniec gry
prompt-initial-orders = Wybierz dwie z trzech dobranych kart rozkazów, które staną się niedostępne.
prompt-orders = Wybierz swój { $n }. rozkaz z 3.
prompt-dummy-order = Wybierz rozkaz gracza niezależnego.
prompt-execute-choose = { $action }, pole { $n }: wykonaj akcję albo zrezygnuj.
prompt-execute-dig = { $action }, pole { $n }: wykop kolejny tunel albo zakończ.
prompt-execute-mine = { $action }, pole { $n }: wydobywaj w kolejnym tunelu albo zakończ.
prompt-execute-discard = { $action }, pole { $n }: odrzuć jedną kartę pułapki.
prompt-production = Użyj pomieszczeń produkcyjnych, a potem odbierz kartę rozkazu.
prompt-payday = Dzień wypłaty: zapłać potworowi { $monster } albo go wypuść.
prompt-taxes = Podatki: jesteś winien { $n ->
    [one] { $n } sztukę złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}; za każdą niezapłaconą dostaniesz nieprzyjemny list.
prompt-special-event = Wydarzenie specjalne: podejmij decyzję.
prompt-combat-target = Walka: wybierz pole, które atakuje drużyna.
prompt-combat-plan = Walka: zaplanuj pułapki i potwory na tę rundę.
prompt-combat-aim = Walka: wybierz, w kogo celuje strzałka.
prompt-combat-use-trap = Walka: wybierz, która pułapka zadziała pierwsza.
prompt-combat-attack = Walka: zaatakuj potworami albo je wycofaj.
prompt-combat-prisoner = Walka: wybierz więźnia do uwolnienia.
prompt-combat-choose-monster = Walka: wybierz potwora, na którego działa zaklęcie.
prompt-combat-collapse = Wybierz pole, które się zawali.
hint-build-now = Teraz kliknij podświetlony tunel w swoich podziemiach, aby zbudować tam pomieszczenie.
hint-choose-inaccessible = Kliknij dwie podświetlone karty rozkazów, które staną się niedostępne (albo użyj przycisku poniżej).
hint-choose-order = Kliknij podświetloną kartę rozkazu w ręce, aby położyć ją na następnym polu rozkazów.
hint-dig = Kliknij podświetlone pole podziemi, aby wykopać tam tunel.
hint-mine = Kliknij podświetlony tunel, aby wysłać chochlika do wydobycia złota.
hint-build = Kliknij pomieszczenie w ofercie, a potem podświetlony tunel.
hint-hire = Kliknij potwora w podziemnej gospodzie, aby go zatrudnić.
hint-use-room = Kliknij podświetlone pomieszczenie w swoich podziemiach, aby go użyć, albo zagraną kartę rozkazu, aby ją odebrać.
hint-perform-and-spy = Kliknij zakrytą kartę walki w mieście, aby ją podejrzeć.

## Command labels

pos = rząd { $row }, kolumna { $col }
cmd-room = pomieszczenie
cmd-command = polecenie
cmd-the-illusion = iluzję
cmd-extra-pay-trap = odrzucając pułapkę { $trap }
cmd-extra-feed = karmiąc go potworem { $monster }
cmd-choose-inaccessible = Niedostępne: { $actions }
cmd-choose-order = Rozkaz: { $action }
cmd-choose-dummy-order = Rozkaz gracza niezależnego: { $action }
cmd-clear-orders = Cofnij dotąd wybrane rozkazy
cmd-perform = Wykonaj
cmd-perform-action = Wykonaj: { $action }
cmd-perform-and-spy = Wykonaj i podejrzyj { $n }. kartę walki
cmd-decline = Zrezygnuj (sługa zostaje na karcie rozkazu)
cmd-dig = Wykop tunel: { $pos }
cmd-mine = Wydobywaj złoto: { $pos }
cmd-stop-work = Zakończ
cmd-discard-trap = Odrzuć pułapkę { $trap }
cmd-hire = Zatrudnij: { $monster }
cmd-build = Zbuduj { $room }: { $pos }
cmd-use-room = Użyj: { $room } ({ $pos })
cmd-use-room-trolls = z { $n ->
    [one] { $n } trollem
    [few] { $n } trollami
    [many] { $n } trollami
   *[other] { $n } trolla
}
cmd-use-room-dig = kop: { $pos }
cmd-retrieve = Odbierz kartę rozkazu { $action } (koniec produkcji)
cmd-pay-monster = Zapłać: { $monster }
cmd-release-monster = Wypuść: { $monster } (+1 zło)
cmd-pay-tax = Zapłać podatek: { $n ->
    [one] { $n } sztuka złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}
cmd-sacrifice-monster = Odrzuć: { $monster }
cmd-accept-evil = Zamiast tego zyskaj 3 zła
cmd-pay-strike = Zapłać 1 znacznik żywności za potwora { $monster }
cmd-let-strike = Pozwól potworowi { $monster } strajkować
cmd-pay-vip = Zapłać 1 sztukę złota, aby stracić 1 zło
cmd-skip-vip = Nie płać
cmd-collapse = Zawal pole: { $pos }
cmd-choose-target = Drużyna atakuje pole: { $pos }
cmd-plan-trap = Zaplanuj pułapkę { $trap } (zakrytą)
cmd-plan-monster = Wyślij do walki: { $monster }
cmd-reset-plan = Cofnij dotąd zaplanowane pułapki i potwory
cmd-finish-planning = Zakończ planowanie tej rundy
cmd-release-prisoner = Uwolnij więźnia: { $adventurer }
cmd-use-trap = Najpierw użyj pułapki { $trap }
cmd-aim-trap = Wyceluj strzałkę w: { $target }
cmd-attack = { $monster } atakuje: { $option }
cmd-withdraw = Wycofaj do legowiska: { $monster }
cmd-withdraw-all = Wycofaj wszystkie swoje potwory
cmd-choose-monster = Zaklęcie działa na: { $monster }
attack-standard = standardowy atak
attack-fed = nakarmiony (1 znacznik żywności, mocniejszy atak)
attack-each = atak na każdego poszukiwacza
attack-glue = oblep drużynę
attack-any = atak na kogokolwiek
attack-flee = ukąś i uciekaj
attack-hits = pierwsze trafienie
attack-second-hit = drugie trafienie
attack-idle = bez ataku

## Dungeon Lords board

year-n = { $n }. rok
season-winter = Zima
season-spring = Wiosna
season-summer = Lato
season-autumn = Jesień
phase-initial-orders = Początkowe rozkazy
phase-orders = Rozkazy
phase-execute = Wykonywanie rozkazów
phase-production = Produkcja
phase-payday = Dzień wypłaty
phase-taxes = Podatki
phase-special-event = Wydarzenie specjalne
phase-combat = Walka
phase-finished = Koniec gry
resolving-slot = { $action }, pole { $n }
turn-order = Kolejność:
evilometer = Złomierz
evm-paladin = Pole 10: pole paladyna
evm-absolute = Pole 15: szczyt Złomierza
evm-start = Pole 5: pole startowe
evm-space = Pole { $n }
tip-evil-of = { $who }: zło { $n }
dummy = Gracz niezależny
dummy-n = Gracz niezależny { $n }
dummy-handled-by = prowadzi
dummy-deck = talia { $n }
dummy-picked = (prowadzący już wybrał)
tip-slots-reverse = Pola rozpatruje się w kolejności 3, 2, 1
tip-slot-taken = { $who } na polu { $n }
tip-slot-free = Pole { $n }: wolne
slot-pay = koszt: { $cost } → { $gains }
slot-free = za darmo: { $gains }
dl-inn = Podziemna gospoda
dl-shop = Oferta pomieszczeń
dl-next-adventurers = Następni poszukiwacze przygód
dl-event-tiles = Żetony wydarzeń
dl-city = Miasto (karty walki)
dl-stacks = Stosy
dl-stacks-counts = Potwory { $monsters } · Pomieszczenia { $rooms } · Poszukiwacze { $adventurers } · Pułapki { $traps } (odrzucone { $discard })
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
dl-no-adventurers = brak poszukiwaczy
empty = pusto
none = brak
nothing-to-show = nic do pokazania
n-fields = { $n ->
    [one] { $n } pole
    [few] { $n } pola
    [many] { $n } pól
   *[other] { $n } pola
}
entrance = wejście
paladin-tent = w namiocie
paladin-hunting = ściga gracza { $who }
paladin-prison = w więzieniu gracza { $who }
paladin-gone = odszedł
tip-event-face-down = Żeton wydarzenia ({ $season }), zakryty
tip-combat-face-down = { $n }. runda walki, zakryta
badge-round = runda { $n }
badge-round-spied = runda { $n } · podejrzana
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
res-imps = Chochliki
res-trolls = Trolle
res-minions = Sługi
res-foreman = Nadzorca
res-dead-letters = Nieprzyjemne listy
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
}, z tego { $busy } zajętych w tej rundzie
tip-res-trolls = Żetony trolli wolne/posiadane
tip-res-minions = Sługi w biurze
tip-res-foreman = Przy wejściu stoi nadzorca
tip-res-dead-letters = Nieprzyjemne listy (każdy −3 punkty)
badge-inaccessible-q = niedostępna?
tip-inaccessible-season = Niedostępna w tej rundzie
tip-inaccessible = Niedostępna
badge-secret = #{ $n } · tajne
tip-own-secret = Wybrana, zakryta: znasz ją tylko ty
order-chosen = wybrano
badge-hidden = ukryta
tip-minion-on-card = Na tej karcie stoi sługa
n-chosen = wybrano { $n }/3
badge-knocked-out = ogłuszony
badge-on-strike = strajkuje
tip-trap-back = Karta pułapki (zakryta)
badge-hp = { $left }/{ $hp } PŻ
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

combat-round = Walka — runda { $n } z 4
stage-planning = planowanie
stage-battle = bitwa
step-trap = Etap pułapek
step-fast-spell = Etap szybkiego zaklęcia
step-monsters = Etap potworów
step-slow-spell = Etap wolnego zaklęcia
step-heal = Etap leczenia
step-conquest = Zmęczenie i podbój
step-end-of-battle = Koniec bitwy
step-over = Bitwa zakończona
badge-fatigue = zmęczenie { $n }
badge-not-revealed = nieodkryta
tip-combat-card-hidden = Karta walki tej rundy, zakryta do odkrycia
battle-in = w podziemiach gracza
battle-target = — cel { $pos }
battle-traps-left = { $n ->
    [one] { $n } pułapka jeszcze zakryta
    [few] { $n } pułapki jeszcze zakryte
    [many] { $n } pułapek jeszcze zakrytych
   *[other] { $n } pułapki jeszcze zakrytej
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
plan-bait = przynęta { $n ->
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
score-prisoners = Więźniowie
score-rooms = Pomieszczenia
score-conquered = Podbite pola
score-dead-letters = Nieprzyjemne listy
score-scoring-rooms = Pomieszczenia punktujące
score-titles = Tytuły
score-hall-of-fame = Sala chwały
score-total = Razem

## Hover texts

tip-reconstructed = zrekonstruowano
tip-reconstructed-title = zrekonstruowano ze źródeł pośrednich
kind-monster = potwór
kind-room = pomieszczenie
kind-trap = pułapka
kind-adventurer = poszukiwacz przygód
kind-paladin = paladyn
kind-combat-card = karta walki
kind-event-tile = żeton wydarzenia
kind-special-event = wydarzenie specjalne
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
face-hp = { $left } z { $hp } punktów życia
face-strength = siła { $n }
face-disarm = rozbraja { $n }
face-heal = leczy { $n }
face-magic = magia { $n }
face-fast = szybkie zaklęcie
face-slow = wolne zaklęcie
face-fatigue = zmęczenie { $n }
face-reconstructed-note = ≈ Niektóre wartości tej karty są odtworzone z wtórnych źródeł, nie odczytane z drukowanej karty.
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
   *[many] Start będzie możliwy, gdy wszystkie miejsca będą zajęte: { $n } miejsc jest wolnych. Wyślij zaproszenie lub dodaj boty.
}
start-note-offline = { $n ->
    [one] Wszystkie miejsca są zajęte; 1 gracz jest teraz offline.
    [few] Wszystkie miejsca są zajęte; { $n } graczy jest teraz offline.
   *[many] Wszystkie miejsca są zajęte; { $n } graczy jest teraz offline.
}
start-ready = Wszystkie miejsca są zajęte: możesz zacząć.
help-what-now = Co się teraz dzieje: { $phase }
help-phase-initial-orders = Każdy gracz odkłada 2 karty rozkazów: w tej porze roku nie można ich zagrać. Pozostałe 6 to twoja ręka.
help-phase-orders = Wszyscy w tajemnicy wybierają 3 karty rozkazów w kolejności, w jakiej zostaną odkryte. Wcześniejsze rozkazy dostają lepsze pola.
help-phase-execute = Pola akcji są rozpatrywane po kolei, miejsca 1, 2, 3 (Zatrudnianie potworów i Budowa komnat 3, 2, 1). Każde miejsce pokazuje, ile kosztuje i co daje.
help-phase-production = Wyślij wolne chochliki do komnat produkcyjnych, potem zabierz jedną zagraną kartę rozkazu (w następnej porze roku jest niedostępna).
help-phase-payday = Zapłać każdemu potworowi jego wypłatę albo go zwolnij (+1 zło).
help-phase-taxes = Zapłać 1 złoto za każde 2 pola lochu; za każde niezapłacone złoto dostajesz nieprzyjemny list (−3 punkty na końcu).
help-phase-special-event = Działa wydarzenie specjalne roku; decyzje zapadają w kolejności tury.
help-phase-combat = Poszukiwacze przygód atakują twój loch, jedno pole na rundę przez 4 rundy: zaplanuj pułapki i potwory, potem rozgrywa się bitwa.
help-phase-finished = Gra skończona: punkty za potwory, komnaty, więźniów i tytuły, minus zdobyte pola i nieprzyjemne listy.
results-winner = Wygrywa { $name }!
results-winners = Wspólne zwycięstwo: { $names }
results-you-won = Gratulacje, wygrałeś!
results-rematch = Rewanż z tymi samymi graczami
results-join-rematch = Dołącz do rewanżu
results-rematch-offer = { $name } rozpoczyna rewanż z tymi samymi graczami.
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
confirm-tax = { $n ->
    [one] Płacisz { $gold } złota i dostajesz 1 nieprzyjemny list (−3 punkty na końcu). Zapłacić tak?
    [few] Płacisz { $gold } złota i dostajesz { $n } nieprzyjemne listy (każdy −3 punkty na końcu). Zapłacić tak?
   *[many] Płacisz { $gold } złota i dostajesz { $n } nieprzyjemnych listów (każdy −3 punkty na końcu). Zapłacić tak?
}
confirm-end-production = Komnata mogłaby jeszcze w tej porze roku produkować. Zakończyć produkcję teraz?
confirm-release = Możesz zapłacić temu potworowi. Zwolnić go mimo to (+1 zło)?
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
    [one] { $n } zło
    [few] { $n } zła
    [many] { $n } zła
   *[other] { $n } zła
}
amt-lose-evil = −{ $n ->
    [one] { $n } zło
    [few] { $n } zła
    [many] { $n } zła
   *[other] { $n } zła
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
    [first] { $n } w 1. poszukiwacza
    [each] { $n } w każdego poszukiwacza
   *[any] { $n } w dowolnego poszukiwacza
}
ct-follow-up = jeśli go wyeliminuje, { $n } w następnego
ct-monster-no-conquest = drużyna nie podbija w tej rundzie
ct-monster-returns-face-up = wraca obrazkiem do góry (można go znów użyć)
ct-monster-no-healing = drużynę omija etap leczenia w tej bitwie
ct-ability-cannot-attack-first = nie może atakować 1. poszukiwacza
ct-ability-troll-token = daje żeton trolla, który w pomieszczeniach zastępuje chochlika
ct-ability-cannot-attack-priests = nie może atakować kapłanów
ct-room-production = Pomieszczenie produkcyjne, { $year }. rok
ct-room-combat = Pomieszczenie bojowe, { $year }. rok
ct-room-scoring = Pomieszczenie punktujące, { $year }. rok
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
} obrażeń dla: { $monsters }
ct-defence-limits = do { $traps } pułapek (bez płacenia złotem) i { $monsters } potwór
ct-no-spells = drużyna nie może tu rzucać zaklęć
ct-points-per-monster = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} za każdego: { $monsters }
ct-points-per-title = { $four } punkty za każdy wyłączny tytuł ({ $fewer } w grze 2- i 3-osobowej)
ct-trap-damage = { $target ->
    [first] { $n } obr. 1. poszukiwaczowi
    [second] { $n } obr. 2. poszukiwaczowi
    [last] { $n } obr. ostatniemu poszukiwaczowi
    [each] { $n } obr. każdemu poszukiwaczowi
    [each_but_first] { $n } obr. każdemu kolejnemu poszukiwaczowi
   *[chosen] { $n } obr. wybranemu poszukiwaczowi
}
ct-trap-damage-hp = { $target ->
    [first] 1. poszukiwacz otrzymuje tyle obrażeń, ile ma punktów życia
   *[other] poszukiwacz otrzymuje tyle obrażeń, ile ma punktów życia
}
ct-trap-poisoned-dart = { $n ->
    [one] { $n } kolejny punkt obrażeń
    [few] { $n } kolejne punkty obrażeń
    [many] { $n } kolejnych punktów obrażeń
   *[other] { $n } kolejne punkty obrażeń
} po etapie leczenia
ct-trap-no-conquest = drużyna nie podbija w tej rundzie
ct-trap-anti-magic-dart = trafiony czarownik nie rzuca zaklęcia
ct-year-2 = W 2. roku: { $what }
ct-adventurer = { $year }. rok, { $hp } PŻ, siła { $strength }
ct-class-warrior = Wojownik: stoi na czele drużyny i przyjmuje ciosy
ct-class-thief = Złodziej: rozbraja pułapki (zmniejsza ich obrażenia)
ct-class-priest = Kapłan: leczy drużynę po bitwie
ct-class-wizard = Czarownik: rzuca zaklęcia z karty walki
ct-paladin = { $year }. rok, { $hp } PŻ; rozbraja { $disarm }, leczy { $heal }, magia { $magic }
ct-spell-fast = Szybkie zaklęcie (przed potworami), zmęczenie { $fatigue }, { $year }. rok
ct-spell-slow = Wolne zaklęcie (po potworach), zmęczenie { $fatigue }, { $year }. rok
ct-spell-invisibility = drużyna przemyka się: w tej rundzie żaden potwór jej nie zaatakuje
ct-spell-absorb-damage = pochłania { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} z każdego ataku
ct-spell-no-effect = nie wpływa na bitwę
ct-spell-lose-first-available = tracisz { $n } z tego, co masz, w kolejności: { $resources }
ct-spell-lose-imps = tracisz { $n ->
    [one] { $n } chochlika
    [few] { $n } chochliki
    [many] { $n } chochlików
   *[other] { $n } chochlika
}
ct-spell-pay-cost-or-withdraw-each = za każdego potwora zapłać ponownie albo go wycofaj
ct-spell-withdraw-all-or-gain-evil = wycofaj wszystkie potwory albo zyskaj { $evil } zła
ct-spell-gain-evil = zyskujesz { $n ->
    [one] { $n } zło
    [few] { $n } zła
    [many] { $n } zła
   *[other] { $n } zła
}
ct-spell-illusion = na czele drużyny staje iluzja z { $hit-points } PŻ
ct-spell-heal-each = leczy { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
} każdemu poszukiwaczowi
ct-spell-create-food = każdy poszukiwacz zyskuje { $extra-hit-points } PŻ
ct-spell-protect-from-monsters = { $classes }{ $paladin ->
    [yes] {" "}i paladyn
   *[no] {""}
}: o { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} obrażeń od potworów mniej
ct-spell-lose-first-available-on-conquest = jeśli pole zostanie podbite, tracisz { $n } z tego, co masz, w kolejności: { $resources }
ct-spell-blind-rage = poszukiwacze atakują na oślep
ct-spell-weaken-chosen-monster = wybrany potwór zadaje o { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} obrażeń mniej
ct-spell-metamorphosis = przemienia jednego z twoich potworów
ct-spell-dimensional-gate = odsyła potwora przez wrota
ct-event-payday = zapłać każdemu potworowi albo go wypuść (+{ $release-evil } zło)
ct-event-taxes = 1 sztuka złota za każde { $tiles-per-gold } żetony podziemi; { $dead-letters-per-unpaid-gold } nieprzyjemny list za każdą niezapłaconą
ct-event-special-event = odbywa się wydarzenie specjalne roku
ct-event-discard-monster-or-gain-evil = odrzuć potwora albo zyskaj { $evil } zła
ct-event-pay-food-per-monster-or-strike = zapłać { $food } zn. żywności za każdego potwora, inaczej strajkuje
ct-event-lose-gold-fraction = tracisz 1/{ $divisor } swojego złota
ct-event-may-pay-gold-to-lose-evil = możesz zapłacić { $gold } szt. złota, aby stracić { $evil } zło
ct-event-collapse-tiles = zawalają się { $count } pola twoich podziemi
ct-title-most-evil = najbardziej zły władca
ct-title-most-rooms = najwięcej pomieszczeń (liczą się nawet podbite)
ct-title-most-tunnels = najwięcej tuneli
ct-title-most-monsters = najwięcej potworów
ct-title-most-imps = najwięcej chochlików
ct-title-most-riches = najwięcej złota i żywności
ct-title-fewest-conquered-tiles = najmniej podbitych pól
ct-gain-spy = podejrzyj { $n } kartę walki
ct-gain-dig = wykop do { $n ->
    [one] { $n } tunelu
    [few] { $n } tuneli
    [many] { $n } tuneli
   *[other] { $n } tunelu
}{ $foreman ->
    [yes] {" "}+ nadzorca
   *[no] {""}
}
ct-gain-mine = złoto wydobywa do { $n ->
    [one] { $n } chochlika
    [few] { $n } chochlików
    [many] { $n } chochlików
   *[other] { $n } chochlika
}{ $foreman ->
    [yes] {" "}+ nadzorca
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

action-get-food = Zdobywanie żywności
action-improve-reputation = Poprawienie reputacji
action-dig-tunnels = Kopanie tuneli
action-mine-gold = Wydobywanie złota
action-recruit-imps = Rekrutacja chochlików
action-buy-traps = Kupowanie pułapek
action-hire-monster = Zatrudnianie potworów
action-build-room = Budowanie pomieszczeń
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
card-souvenir-shop = Sklep z pamiątkami
card-mint = Mennica
card-workshop = Warsztat
card-tool-shed = Skład z narzędziami
card-printing-press = Prasa drukarska
card-magic-room = Magiczna komnata
card-training-room = Sala szkoleniowa
card-dark-room = Ciemnia
card-labyrinth = Labirynt
card-anti-magic-room = Komnata antymagiczna
card-cafeteria = Stołówka
card-chapel = Kaplica
card-pandemonium = Pandemonium
card-hall-of-fame = Sala chwały
card-rolling-stone = Toczący się głaz
card-pendulum = Wahadło
# translated, not printed
card-trap-door = Zapadnia
card-wall-of-fire = Ściana ognia
card-poisoned-dart = Zatruta strzałka
card-anti-magic-dart = Strzałka antymagiczna
card-cursed-ring = Przeklęty pierścień
card-poisoned-meal = Zatruty posiłek
# translated, not printed
card-kamikaze-imp = Chochlik kamikadze
card-warrior = Wojownik
card-thief = Złodziej
card-priest = Kapłan
card-wizard = Czarownik
card-paladin = Paladyn
# translated, not printed
card-illusion = Iluzja
# translated, not printed
card-invisibility = Niewidzialność
# translated, not printed
card-magic-shield = Magiczna tarcza
# translated, not printed
card-fireball = Kula ognia
# translated, not printed
card-detect-treasure = Wykrycie skarbu
# translated, not printed
card-fist-of-justice = Pięść sprawiedliwości
# translated, not printed
card-suggestion = Sugestia
# translated, not printed
card-word-of-peace = Słowo pokoju
# translated, not printed
card-detect-evil = Wykrycie zła
# translated, not printed
card-graffiti = Graffiti
# translated, not printed
card-regeneration = Regeneracja
# translated, not printed
card-create-food = Stworzenie żywności
# translated, not printed
card-song-of-courage = Pieśń odwagi
# translated, not printed
card-magic-key = Magiczny klucz
# translated, not printed
card-blind-rage = Ślepa furia
# translated, not printed
card-aura-of-fear = Aura strachu
# translated, not printed
card-metamorphosis = Metamorfoza
# translated, not printed
card-dimensional-gate = Wrota wymiarów
card-payday = Dzień wypłaty
card-taxes = Podatki
card-special-event = Wydarzenie specjalne
# translated, not printed
card-witch-hunt = Polowanie na czarownice
# translated, not printed
card-monster-strike = Strajk potworów
# translated, not printed
card-ministry-levy = Opłata ministerialna
# translated, not printed
card-vip-visit = Wizyta VIP-a
# translated, not printed
card-earthquake = Trzęsienie ziemi
card-lord-of-dark-deeds = Władca Ciemnych Sprawek
card-lord-of-halls = Władca Wnętrz
card-lord-of-tunnels = Władca Tuneli
card-lord-of-monsters = Władca Monstrów
card-lord-of-imps = Władca Chochlików
card-lord-of-riches = Władca Obfitości
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
wt-tile-plate-armour-text = +5 PŻ
# translated, not printed
wt-tile-great-shield = Wielka tarcza
wt-tile-great-shield-text = +3 PŻ
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
wt-tile-torch = Pochodnia
wt-tile-torch-text = Pokonuje każdego potwora o sile 3 lub mniejszej.
# translated, not printed
wt-tile-scale-armour = Zbroja łuskowa
wt-tile-scale-armour-text = +4 PŻ
# translated, not printed
wt-tile-barbarian-shield = Tarcza barbarzyńcy
wt-tile-barbarian-shield-text = +3 PŻ
# translated, not printed
wt-tile-war-hammer = Młot bojowy
wt-tile-war-hammer-text = Pokonuje golemy.
# translated, not printed
wt-tile-magic-axe = Magiczny topór
wt-tile-magic-axe-text = Raz na rundę: pokonaj właśnie odkrytego potwora.
# translated, not printed
wt-tile-resurrection-potion = Eliksir wskrzeszenia
wt-tile-resurrection-potion-text = Raz na rundę: gdy bohater miałby zginąć, wraca z nadrukowaną liczbą PŻ.
# translated, not printed
wt-tile-fire-wall = Ściana ognia
wt-tile-fire-wall-text = +6 PŻ
# translated, not printed
wt-tile-bracelet-of-protection = Bransoleta ochrony
wt-tile-bracelet-of-protection-text = +3 PŻ
# translated, not printed
wt-tile-omnipotence = Wszechmoc
wt-tile-omnipotence-text = Jeśli każdy potwór w lochu jest inny, wyprawa się udaje.
# translated, not printed
wt-tile-demon-pact = Pakt z demonem
wt-tile-demon-pact-text = Pokonuje demona i następnego potwora.
# translated, not printed
wt-tile-polymorph = Przemiana
wt-tile-polymorph-text = Raz na rundę: zastąp właśnie odkrytego potwora wierzchnią kartą talii.
# translated, not printed
wt-tile-mithril-armour = Zbroja z mithrilu
wt-tile-mithril-armour-text = +5 PŻ
# translated, not printed
wt-tile-buckler = Puklerz
wt-tile-buckler-text = +3 PŻ
# translated, not printed
wt-tile-ring-of-power = Pierścień mocy
wt-tile-ring-of-power-text = Pokonuje potwory o sile 2 lub mniejszej i dodaje ich siłę do PŻ.
# translated, not printed
wt-tile-invisibility-cloak = Płaszcz niewidzialności
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
wt-out-defeated-by-tile = pokonany: { $tile }
wt-out-defeated-by-axe = pokonany Magicznym toporem
wt-out-defeated-by-pact = pokonany dzięki Paktowi z demonem
wt-out-damage = zadaje { $n ->
    [one] { $n } punkt obrażeń
    [few] { $n } punkty obrażeń
    [many] { $n } punktów obrażeń
   *[other] { $n } punktu obrażeń
}
wt-out-after-death = bohater już nie żyje
wt-out-ring = Pierścień mocy +{ $n } PŻ
wt-out-potion = Eliksir wskrzeszenia: PŻ z powrotem { $n }
wt-your-turn = Twój ruch
wt-turn-of = Ruch gracza { $who }
wt-status-add-or-sacrifice = dodaj potwora albo poświęć element ekwipunku
wt-status-looking = ogląda potwora
wt-status-draw-or-pass = dobierz albo spasuj
wt-forced-opening-tag = wymuszone otwarcie: dobierz i dodaj
wt-status-raid = Wyprawa: { $who } wchodzi do lochu
wt-deciding = decyzja: { $what }
wt-you-choose-hero = Wybierasz następnego bohatera
wt-chooses-hero = Następnego bohatera wybiera { $who }
wt-you-start-next = następną rundę zaczynasz ty
wt-starts-next = następną rundę zaczyna { $who }
wt-game-over-you-win = Koniec gry — wygrywasz!
wt-game-over-wins = Koniec gry — wygrywa { $who }!
wt-round-n = Runda { $n }
wt-target = do zwycięstwa { $n ->
    [one] { $n } udana wyprawa
    [few] { $n } udane wyprawy
    [many] { $n } udanych wypraw
   *[other] { $n } udanej wyprawy
} · zostało { $left ->
    [one] { $left } karta zwycięstwa
    [few] { $left } karty zwycięstwa
    [many] { $left } kart zwycięstwa
   *[other] { $left } karty zwycięstwa
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
wt-eliminated-list = odpadli:
wt-choose-hero-title = Wybierz bohatera na następną rundę
wt-is-choosing-hero = { $who } wybiera następnego bohatera…
wt-printed-hp = nadrukowane PŻ
wt-hp-now-tip = Z iloma PŻ bohater wszedłby teraz do lochu
wt-hp-printed-plus = nadrukowane { $printed } + { $tiles } z ekwipunku
wt-tiles-on-hero = { $n } z { $total } elementów ekwipunku wciąż przy bohaterze
wt-click-to-sacrifice = Kliknij, aby poświęcić ten element razem ze swoim potworem.
wt-hp-bonus = +{ $n } PŻ
wt-once-per-round = raz na rundę
wt-sacrificed-by = poświęcił(a)
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
wt-position-added-by = pozycja { $n }, dodał(a) { $who }
wt-no-monster-yet = W lochu nie ma jeszcze żadnego potwora.
wt-victory-card = karta zwycięstwa (udana wyprawa)
wt-victory-needed = zwycięstwo jeszcze potrzebne
wt-tag-raiding = w lochu
wt-tag-choosing = wybiera
wt-tag-to-move = ma ruch
wt-tag-passed = spasował(a)
wt-tag-eliminated = odpadł(a)
wt-tag-winner = zwycięzca
wt-dark-tip = Ciemna strona: jedna nieudana wyprawa; druga oznacza odpadnięcie.
wt-white-tip = Jasna strona: jeszcze żadnej nieudanej wyprawy.
wt-dark = ciemna
wt-white = jasna
wt-sacrificed = Poświęcone:
wt-sac-tip = { $monster } ({ $n }) z elementem: { $tile }
wt-sac-tip-hidden = { $tile } z zakrytym potworem
wt-help-card = Karta pomocy: potwory (siła × liczba)
wt-raid-of = Wyprawa gracza { $who }
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
wt-success-you = Sukces — przeszedłeś (przeszłaś) loch z ❤ { $hp }
wt-success = Sukces — { $who } przechodzi loch z ❤ { $hp }
wt-failure = Porażka — bohater zginął w lochu

## Welcome to the Dungeon log (from the entries' kind and fields)

wt-log-card = { $monster } ({ $n })
wt-log-round-started = Runda { $round }: { $hero }; zaczyna { $who }.
wt-log-drew = { $who } dobiera potwora.
wt-log-drew-card = { $who } dobiera: { $card }.
wt-log-added = { $who } dodaje potwora do lochu (pozycja { $n }).
wt-log-added-card = { $who } dodaje do lochu: { $card } (pozycja { $n }).
wt-log-sacrificed = { $who } poświęca: { $tile }.
wt-log-sacrificed-card = { $who } poświęca { $tile } razem z potworem { $card }.
wt-log-passed = { $who } pasuje.
wt-log-raid-started = { $who } wchodzi do lochu ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
    [many] { $n } kart
   *[other] { $n } karty
}) z { $hp } PŻ.
wt-log-named = { $who } wskazuje: { $monster }.
wt-log-revealed = Odkryto: { $card }.
wt-log-polymorphed = Przemiana: { $card } odłożony, odkryto { $replacement }.
wt-log-polymorph-declined = Przemiana nieużyta na { $card }.
wt-log-axe-declined = Magiczny topór nieużyty na { $card }.
wt-log-no-sacrifices = Koniec rundy: brak poświęconych potworów.
wt-log-round-started-chosen = Runda { $round }: { $hero }, wybór: { $chooser }; zaczyna { $who }.
wt-log-resolved = { $card }: { $what } (PŻ { $hp }).
wt-log-sacrifice = { $card } ({ $who }, { $tile })
wt-log-sacrifices-revealed = Koniec rundy: poświęcone potwory to { $list }.
wt-log-raid-success = Wyprawa gracza { $who }: sukces.
wt-log-raid-failure = Wyprawa gracza { $who }: porażka.
wt-log-won-victory-cards = { $who } wygrywa grę dzięki kartom zwycięstwa.
wt-log-won-last-standing = { $who } wygrywa grę jako ostatni gracz w grze.
wt-log-hero-died = Bohater zginął.
wt-log-victory-card = { $who } bierze kartę zwycięstwa ({ $n }).
wt-log-help-card-flipped = { $who } odwraca kartę pomocy na ciemną stronę.
wt-log-eliminated = { $who } odpada z gry.

## Zdarzenia dziennika gry: jeden komunikat na każdy rodzaj zapisywany przez silnik
## (engine/src/dungeon_lords/state/log.rs), `log-<rodzaj>` z myślnikami. Nazwy kart i akcji są
## w mianowniku, więc zdania używają dwukropka albo określenia („potwora Goblin”).

log-hidden-trap = zakryta pułapka
log-nothing = nic
log-game-begins = Zaczyna się { $variant ->
    [first_game] pierwsza gra
   *[full] pełna gra
} dla { $n } graczy; znacznik pierwszego gracza ma { $who }.
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
log-private-choice = { $who } podejmuje tajną decyzję.
log-inaccessible-chosen = { $who } wybiera niedostępne rozkazy.
log-inaccessible-revealed = { $who } odkrywa niedostępne rozkazy: { $actions }.
log-order-put-own = Jako rozkaz { $n } zagrywasz: { $action }.
log-dummy-order-own = Dla gracza niezależnego wybierasz: { $action }.
log-orders-taken-back-own = Cofasz swoje rozkazy.
log-orders-chosen = { $who } wybiera rozkazy.
log-dummy-reveals = Gracz niezależny { $dummy } odkrywa: { $actions }.
log-dummy-order = Wybrany rozkaz gracza niezależnego { $dummy }: { $action }.
log-hire-first-no-gold = { $who } odkrywa jako pierwszy rozkaz Zatrudnianie potworów, ale nie ma złota: rozkaz jest zablokowany.
log-hire-first-paid = { $who } płaci 1 sztukę złota za zatrudnianie jako pierwszy rozkaz.
log-minion-placed = { $who } stawia sługę na akcji { $action }, pole { $slot }.
log-order-blocked = { $who }: rozkaz { $action } jest zablokowany.
log-slot-unusable = { $who } nie może użyć akcji { $action }, pole { $slot }; sługa wraca na kartę rozkazu.
log-slot-declined = { $who } rezygnuje z akcji { $action }, pole { $slot }.
log-work-stopped = { $who } kończy pracę przy akcji { $action }.
log-food-gained = { $who } zdobywa { $n ->
    [one] { $n } znacznik żywności
    [few] { $n } znaczniki żywności
    [many] { $n } znaczników żywności
   *[other] { $n } znacznika żywności
} na polu { $slot }.
log-reputation-improved = { $who } poprawia reputację o { $n } na polu { $slot }.
log-spied-own = Podglądasz kartę walki { $n }: { $card }.
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
log-monster-hired = { $who } zatrudnia potwora { $monster } na polu { $slot }.
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
log-yield-less-evil = { $n } zła mniej
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
log-payday-keep = płaci { $cost } i zatrzymuje: { $monsters }
log-payday-feed = daje demonowi do zjedzenia: { $monsters }
log-payday-release = zwalnia: { $monsters }
log-taxes-paid = { $who } płaci { $n } z { $tax } sztuk złota podatku{ $unpaid ->
    [0] .
    [one] {""} i dostaje { $unpaid } nieprzyjemny list.
    [few] {""} i dostaje { $unpaid } nieprzyjemne listy.
    [many] {""} i dostaje { $unpaid } nieprzyjemnych listów.
   *[other] {""} i dostaje { $unpaid } nieprzyjemnego listu.
}
log-ministry-levy = { $who } oddaje Ministerstwu { $n ->
    [one] { $n } sztukę złota
    [few] { $n } sztuki złota
    [many] { $n } sztuk złota
   *[other] { $n } sztuki złota
}.
log-witch-hunt-no-monster = { $who } nie ma potwora do oddania i zyskuje 3 zła.
log-witch-hunt-sacrifice = { $who } oddaje łowcom czarownic potwora { $monster }.
log-witch-hunt-evil = { $who } zamiast tego zyskuje 3 zła.
log-strike-paid = { $who } płaci potworowi 1 znacznik żywności.
log-strike = { $who }: potwór { $monster } strajkuje.
log-vip-paid = { $who } płaci gościowi 1 sztukę złota i traci 1 zło.
log-vip-skipped = { $who } nie płaci gościowi.
log-tile-collapses = W podziemiach gracza { $who } zawala się pole: { $pos }.
log-paladin-moves = Paladyn opuszcza gracza { $from } i idzie do bardziej złego gracza { $to }.
log-paladin-leaves-tent = Paladyn opuszcza namiot i idzie do gracza { $to }.
log-adventurer-to-dummy = Poszukiwacz przygód { $adventurer } idzie do gracza niezależnego i odchodzi do odległych krain.
log-adventurer-queues = Poszukiwacz przygód { $adventurer } czeka u wejścia do podziemi gracza { $who }.
log-combat-begins = Zaczyna się walka roku { $year }; pierwszy rozgrywa { $who }.
log-combat-round = Zaczyna się runda walki { $round }.
log-combat-resumes = Walka gracza { $who } trwa dalej: przybył paladyn.
log-target-chosen-own = Wybierasz cel: { $pos }.
log-trap-planned-own = Planujesz pułapkę: { $trap }.
log-trap-planned = { $who } planuje pułapkę.
log-monster-committed-own = Wysyłasz do walki potwora { $monster }.
log-monster-committed = { $who } wysyła do walki potwora { $monster }.
log-plan-cleared-own = Kasujesz swój plan.
log-planning-finished-own = Kończysz planowanie.
log-planning-finished = { $who } kończy planowanie.
log-prisoner-freed = { $who } nie ma już nic do podbicia: drużyna uwalnia z więzienia poszukiwacza przygód { $adventurer }.
log-no-battle = { $who } nie ma już nic do podbicia ani nikogo w więzieniu: bez bitwy.
log-defence-own = Bronisz pola { $pos }: { $n ->
    [0] bez obrońców
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
   *[other] {" "}(przynęta: { $bait } złota)
}.
log-defence = { $who } broni pola { $pos }: { $n ->
    [0] bez obrońców
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
   *[other] {" "}(przynęta: { $bait } złota)
}.
log-combat-card = Karta walki rundy { $round }: { $card } ({ $timing ->
    [fast] szybkie
   *[slow] wolne
} zaklęcie, wymaga { $magic } magii; zmęczenie { $fatigue }).
log-combat-card-none = Runda { $round }: brak karty walki.
log-no-party-left = W podziemiach gracza { $who } nie została żadna drużyna: walka tam się kończy.
log-battle-begins = Zaczyna się bitwa w podziemiach gracza { $who }.
log-party-gone = Drużyny w podziemiach gracza { $who } już nie ma: walka tam się skończyła.
log-combat-over = Walka roku { $year } się skończyła.
log-keep-monsters-evil = { $who } zatrzymuje potwory i zyskuje 2 zła.
log-monster-cost-paid = { $who } płaci koszt potwora { $monster }, by został w bitwie.
log-trap-revealed = { $who } odkrywa pułapkę { $trap }.
log-trap-revealed-paying = { $who } odkrywa pułapkę { $trap } i płaci { $paid }.
log-anti-magic-wizard = { card-anti-magic-dart } trafia czarodzieja: w tej rundzie bez zaklęcia.
log-anti-magic-priest = { card-anti-magic-dart } trafia kapłana: w tej rundzie bez leczenia.
log-trap-no-damage = Pułapka nie zadaje obrażeń.
log-sheep-idle = Owca (potwór { $monster }) nie może atakować.
log-monster-idle = { $who }: potwór { $monster } nie może atakować.
log-monster-glues = { $who }: potwór { $monster } przykleja drużynę do podłogi.
log-standard-attack = { $who }: potwór { $monster } wykonuje standardowy atak za { $n }.
log-standard-attack-fed = { $who }: potwór { $monster } wykonuje standardowy atak za { $n } (nakarmiony 1 znacznikiem żywności).
log-attacks-again = Potwór { $monster } atakuje ponownie za { $n }.
log-attacks-each = { $who }: potwór { $monster } atakuje każdego poszukiwacza przygód za { $n }.
log-attacks = { $who }: potwór { $monster } atakuje poszukiwacza przygód { $target } za { $n }.
log-hits = { $who }: potwór { $monster } trafia poszukiwacza przygód { $target } za { $n }.
log-spell-stopped = { card-anti-magic-room } zatrzymuje zaklęcie { $spell }.
log-spell-blocked = W tej rundzie nikt nie może rzucić zaklęcia { $spell }.
log-spell-too-weak = Drużyna ma { $magic } magii, za mało na zaklęcie { $spell }.
log-spell-cast = Drużyna rzuca zaklęcie { $spell }.
log-spell-no-effect = Zaklęcie nie ma żadnego efektu.
log-invisibility = { card-invisibility }: czarodzieje cofają się na tył i w tej rundzie są nietykalni.
log-detect-treasure-gold = { card-detect-treasure }: traci się 1 sztukę złota.
log-detect-treasure-food = { card-detect-treasure }: traci się 1 znacznik żywności.
log-detect-treasure-trap-own = { card-detect-treasure }: odrzucasz pułapkę { $trap }.
log-detect-treasure-trap = { card-detect-treasure }: traci się kartę pułapki.
log-fist-of-justice = { card-fist-of-justice }: traci się 1 chochlika.
log-regeneration = { card-regeneration }: każdy poszukiwacz przygód leczy 1 obrażenie.
log-aura-of-fear = { card-aura-of-fear }: potwór { $monster } zadaje w tej rundzie o 2 mniej.
log-metamorphosis = { card-metamorphosis }: potwór { $monster } zmienia się w owcę.
log-dimensional-gate = { card-dimensional-gate }: potwór { $monster } zostaje wycofany do końca roku.
log-withdrawn = Potwór { $monster } wycofuje się do legowiska.
log-shield-absorbs = { card-magic-shield } pochłania 1 obrażenie.
log-no-damage = Poszukiwacz przygód { $adventurer } nie otrzymuje obrażeń.
log-damage = Poszukiwacz przygód { $adventurer } otrzymuje { $n } obrażeń ({ $damage }/{ $hp }).
log-illusion-vanishes = { $adventurer } zostaje wyeliminowana i znika.
log-imprisoned = Poszukiwacz przygód { $adventurer } zostaje wyeliminowany i trafia do więzienia gracza { $who }.
log-poison = Trucizna strzałki działa na poszukiwacza przygód { $adventurer }.
log-no-heal-no-attack = Żaden potwór nie zaatakował: drużyna się nie leczy.
log-no-heal = Drużyna nie może się leczyć w tej rundzie.
log-party-heals = Drużyna leczy { $n } obrażeń.
log-no-conquest = Drużyna nie podbija w tej rundzie i nie otrzymuje zmęczenia.
log-fatigue = Zmęczenie: 1 obrażenie otrzymuje { $adventurer }.
log-fatigue-finishes = Zmęczenie wykańcza drużynę: pole nie zostaje podbite.
log-tile-conquered = Drużyna podbija pole gracza { $who }: { $pos }.
log-magic-key-gold = { card-magic-key }: traci się 1 sztukę złota.
log-magic-key-food = { card-magic-key }: traci się 1 znacznik żywności.
log-scored = { $who } ma { $total } punktów (potwory { $monsters }, więźniowie { $prisoners }, pomieszczenia { $rooms }, podbite pola { $conquered }, nieprzyjemne listy { $dead_letters }, punktujące pomieszczenia { $scoring_rooms }, tytuły { $titles }, Galeria sław { $hall_of_fame }).
log-underlord = Władca Podziemi: { $who }.

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

## Powody odmowy według zasady, którą łamie odrzucony rozkaz
rule-full-1 = wybierz dwie różne karty spośród trzech dobranych
rule-orders-2 = ta karta rozkazu jest niedostępna w tej porze roku
rule-orders-3 = wybierz 3 różne karty z ręki
rule-length-1 = ta gra osiągnęła najdłuższą długość, jaką serwer rozgrywa
rule-takeback-1 = rozkazów ani planu walki nie można cofnąć więcej niż 16 razy w jednej decyzji
rule-dummy2-3 = wybierz raz jedną z trzech kart na ręce gracza niezależnego
rule-dungeon-5 = tunel wymaga pustego pola obok twoich podziemi, które nie tworzy kwadratu 2×2, i wolnego chochlika
rule-act-mine-2 = każdy górnik potrzebuje własnego niepodbitego tunelu i wolnego chochlika
rule-act-mon-2 = tego potwora nie ma w ofercie albo nie możesz zapłacić jego kosztu
rule-act-room-3 = pomieszczenie musi pochodzić z oferty, stanąć na twoim niepodbitym tunelu, w swojej strefie i nie obok innego pomieszczenia
rule-act-rep-5 = tylko pola 1 i 3 pozwalają podejrzeć jedną z 4 kart walki w mieście
rule-exec-1 = akcje rozpatruje się miejsce po miejscu, pole po polu
rule-exec-3 = wykonaj akcję, za którą możesz zapłacić, albo zrezygnuj
rule-prod-2 = pomieszczenie produkcyjne wymaga dość wolnych chochlików lub żetonów trolli, swojego kosztu i niewykorzystanego użycia w tej porze roku
rule-retrieve-2 = odzyskaj pierwszą kartę rozkazu albo kartę, na której stoi twój sługa
rule-turn-4 = produkcja i odzyskiwanie rozkazów idą w kolejności tury
rule-event-2 = wydarzenie rozpatruje się gracz po graczu
rule-event-payday-1 = zapłać pełną pensję albo zwolnij potwora
rule-event-tax-3 = zapłać od 0 do pełnego podatku, najwyżej tyle złota, ile masz
rule-event-special-2 = tego wyboru wydarzenie specjalne nie oferuje
rule-score-1 = gra się skończyła
rule-combat-1 = ten rozkaz nie pasuje do decyzji, której wymaga walka
rule-combat-plan-2 = celem musi być niepodbite pole najbliżej wejścia
rule-combat-plan-4 = na pole trafia najwyżej 1 twoja karta pułapki (2 w labiryncie) i 1 potwór w tunelu lub labiryncie, 2 w pomieszczeniu (duchy bez limitu)
rule-combat-plan-5 = do walki można wysłać tylko odkryte potwory z legowiska
rule-combat-plan-6 = pułapka w pomieszczeniu wymaga 1 sztuki złota jako przynęty
rule-combat-plan-7 = dodatkowy koszt pułapki trzeba móc zapłacić już przy planowaniu
rule-combat-plan-8 = trwa planowanie rundy walki: wybierz cel, pułapki i potwory albo zakończ planowanie
rule-combat-battle-1 = trwa bitwa: odpowiedz na jej bieżący krok
rule-combat-end-4 = najpierw uwolnij zwykłego więźnia, dopiero potem paladyna
rule-combat-trap-5 = wybierz jedną ze swoich zaplanowanych pułapek
rule-trap-note-1 = wyceluj strzałką w poszukiwacza przygód z drużyny
rule-mon-ghost-1 = duch nigdy nie atakuje pierwszego poszukiwacza przygód
rule-mon-vampire-1 = wampir nigdy nie atakuje kapłanów
rule-mon-troll-1 = nakarmienie trolla wymaga 1 znacznika żywności nieodłożonego na pułapkę
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
   *[other] { $days } dni
} na decyzję)
clock-days = { $d } d { $h } h
clock-label = Zegar: { $clock }
seat-control-takeover = na razie gra bot
seat-control-conceded = poddał się (gra bot)
seat-timed-out = koniec czasu
seat-away = nieobecny
seat-votes = głosy za botem: { $n } z { $needed }
seat-vote-bot = Oddaj botowi
seat-reinvite = Zaproś ponownie
seat-reinvite-title = Daj graczowi nowy link do jego miejsca (stary link przestanie działać)
seat-reinvite-help = Wyślij ten link graczowi { $name }; jego stary link już nie działa.
seat-bot-plays-yours = Twoje miejsce gra bot.
seat-take-back = Przejmij z powrotem
seat-continue-elsewhere = Kontynuuj na innym urządzeniu
seat-continue-help = Otwórz ten link (albo zeskanuj kod) na drugim urządzeniu, aby tam grać swoim miejscem. Nie udostępniaj go: to twoje miejsce.
seat-concede = Poddaj się
seat-concede-confirm = Poddać grę? Twoim miejscem do końca zagra bot.
seat-link-close = Zamknij
seat-qr-label = Kod QR linku
seat-qr-missing = Nie można pokazać kodu QR; użyj linku.
notify-toggle = Powiadom mnie, gdy jest moja kolej (dźwięk i powiadomienie)
notify-your-turn-title = Twoja kolej
notify-your-turn-body = W Dungeon Lords Online czeka na ciebie decyzja.
error-code-bad-clock = To ustawienie zegara jest nieprawidłowe (turowa: od 1 do 14 dni).
error-code-not-a-player = Mogą to zrobić tylko gracze przy stole.
error-code-not-playing = Gra nie toczy się.
error-code-no-such-seat = Na tym miejscu nie ma gracza.
error-code-own-seat = Nie możesz głosować w sprawie własnego miejsca.
error-code-not-votable = Temu graczowi nie skończył się czas i nie jest nieobecny.
error-code-not-a-voter = Nie możesz teraz głosować.
error-code-already-voted = Już zagłosowałeś.
error-code-already-conceded = Już się poddałeś.
error-code-lobby-moving = Gra właśnie przenosi się na inny serwer; spróbuj ponownie za chwilę.
error-code-bad-email = Ten adres e-mail jest nieprawidłowy.

## Replays: seat events (replay.js)
replay-seat-events = Co działo się z miejscami graczy
replay-seat-event = Krok { $step } · { $who }: { $what }
seat-event-timeout = skończył się czas
seat-event-takeover = miejsce przejął bot (głosowali: { $voters })
seat-event-concede = poddał(a) się; do końca gra bot
seat-event-reclaim = wrócił(a) i gra dalej
seat-event-reinvite = dostał(a) od gospodarza nowy link

## Keyboard (index.html)
skip-to-decision = Przejdź do decyzji (klawisz D)
