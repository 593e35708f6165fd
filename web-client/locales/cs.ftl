# Dungeon Lords Online — české texty.
# Jména karet, místností, akcí a titulů jsou z českých pravidel Dungeon Lords (shared/seeds/001,
# 000) a Welcome to the Dungeon (shared/seeds/002). Co tam vytištěno není, je označeno
# „# translated, not printed“.

## Page, navigation, language

nav-lobbies = Herny
nav-create = Nová hra
nav-games = Dohrané hry
language-label = Jazyk
loading = Načítání…
game = hra
# The games' own titles are printed in English on the Czech boxes.
game-dungeon-lords = Dungeon Lords
game-welcome-to-the-dungeon = Welcome to the Dungeon
title-your-turn = ● Jste na tahu —{" "}

## Home and lobby list

home-loading = Načítám otevřené herny…
home-lobby-id-placeholder = číslo herny nebo pozvánka
home-title = Zahrajte si Dungeon Lords s přáteli
home-intro = Založte hernu, pošlete pozvánku jednomu až třem přátelům, volná místa případně obsaďte boty a začněte. Kdokoli s odkazem se může i dívat.
home-create = Založit hernu
home-open = Otevřít
home-open-lobbies = Otevřené veřejné herny
home-no-lobbies = Teď tu není žádná otevřená veřejná herna.
lobbies-name = Název
lobbies-game = Hra
lobbies-seats = Místa
lobbies-join = Přidat se
lobbies-watch = Dívat se
lobby-hosts-game = Hra hráče { $host }

## Create a lobby

create-title = Založit hernu
create-game = Hra
create-players = Hráči
create-players-help = Volná místa lze před začátkem obsadit boty.
create-n-players = { $n ->
    [one] { $n } hráč
    [few] { $n } hráči
   *[other] { $n } hráčů
}
create-rules = Pravidla
create-first-game = První hra (zjednodušená pravidla)
create-full-game = Plná hra
create-rules-help = První hra: 2 náhodné nedostupné příkazy místo vlastní volby, žádné zvláštní události, žádné zlato navíc za Najímání příšer jako první příkaz a placení zlem není omezeno absolutním Zlem. Doporučeno pro nové hráče.
create-special-events = Zvláštní události
create-special-events-help = Jen v plné hře: jedna zvláštní událost za rok na destičce Zvláštní události.
create-simultaneous = Souběžné plánování
create-simultaneous-help = Výrobu, vracení příkazů a plánování boje zadávají všichni současně (každý vidí jen svůj návrh, dokud nejsou všichni hotovi), ne jeden po druhém v pořadí tahů. Rychlejší s hráči, kteří hru znají; pravidla u stolu hrají v pořadí tahů.
create-first-hero = První hrdina
create-forced-opening = Povinný začátek
create-forced-opening-help = V prvním kole musí každý hráč ve svém prvním tahu dobrat nestvůru a přidat ji do podzemí.
create-forced-every = …v každém kole
create-forced-every-help = Povinný začátek platí v každém kole, ne jen v prvním.
create-three-wins = Tři vítězství
create-three-wins-help = Vyhrávají tři úspěšné průchody podzemím a ve hře je všech 8 karet vítězství.
create-visibility = Viditelnost
create-public = Veřejná: v seznamu heren
create-unlisted = Neveřejná: jen pro lidi s odkazem
create-your-name = Vaše jméno
your-name-placeholder = vaše jméno
create-submit = Založit hernu
variant-full = plná hra
variant-first = první hra
variant-full-cap = Plná hra
variant-first-cap = První hra
variant-special-events = zvláštní události
variant-simultaneous = souběžné plánování

## Finished games and replay

games-title = Dohrané hry
games-none = Zatím žádná dohraná hra.
replay-loading = Načítám záznam…
replay-error = Záznam { $id }: { $message }
replay-title = Záznam hry
replay-first = na začátek
replay-back = zpět (←)
replay-forward = dál (→)
replay-last = na konec
replay-everything = Vše
replay-as-seen-by = jak to viděl(a) { $who }
replay-log-everything = Záznam (vše)
replay-only = jen { $who }
replay-year = Rok { $n }
replay-round = Kolo { $n }
replay-step = Krok { $n }
replay-place = Krok { $step } z { $n }: { $place }
replay-play = Přehrát
replay-pause = Pozastavit
replay-speed = Rychlost
replay-speed-option = ×{ $n }
replay-jump = Přejít na
replay-viewer = Pohled
replay-viewer-spectator = diváka
replay-copy-link = Zkopírovat odkaz na tento krok
replay-log = Záznam událostí
replay-imported = importováno
replay-running = Hra ještě běží: toto je, co zatím viděli diváci.
replay-export-record = Stáhnout záznam hry (JSON)
replay-export-log = Stáhnout záznam událostí (text)
replay-so-far = Záznam dosavadního průběhu
games-import = Importovat záznam hry
games-import-hint = Soubor JSON stažený ze záznamu na tomto nebo jiném serveru stejné verze.
games-import-not-json = Tento soubor není JSON.

## Lobby, seats, connection

lobby = Herna
lobby-of = Herna hráče { $host }
lobby-closed = Tuto hernu zavřel její zakladatel.
lobby-incompatible = Tuto uloženou hru vytvořila jiná verze enginu a nelze v ní pokračovat.
lobby-ended = Tato hra skončila.
lobby-join = Přidat se ke hře
lobby-watching-until-join = Dokud se nepřidáte, jen se díváte.
lobby-only-watch = Jen se dívat
lobby-add-bot = Přidat bota
lobby-start = Začít hru
lobby-waiting-for-host = Čeká se, až zakladatel hru spustí…
lobby-leave = Odejít z herny
lobby-error = Herna { $id }: { $message }
lobby-gone = Tato herna už neexistuje ({ $reason }).
invite-copy = Kopírovat pozvánku
invite-copied = Zkopírováno!
invite-press-ctrl-c = Stiskněte Ctrl+C
seat-free = volné místo
seat-n = Místo { $n }
player-n = Hráč { $n }
tag-you = vy
tag-bot = bot
tag-bot-level = bot · { $level ->
    [easy] snadný
    [hard] těžký
   *[normal] běžný
}
bot-level-title = Jak dobře bude hrát příští bot
bot-level-option = { $level ->
    [easy] Snadný bot
    [hard] Těžký bot
   *[normal] Běžný bot
}
online = připojen
offline = odpojen
n-spectators = { $n ->
    [one] { $n } divák
    [few] { $n } diváci
   *[other] { $n } diváků
}
you-are-watching = {" "}— díváte se
side-at-table = U stolu
side-log = Průběh hry
side-chat = Chat
chat-placeholder = napište něco…
chat-spectator = divák
chat-send = Poslat
log-private-tip = Tento řádek vidíte jen vy
close-4001 = klíč neplatí nebo vaše místo opustilo hernu
close-4006 = herna byla zavřena nebo v její hře nelze pokračovat
conn-seat = připojeno · místo { $n }
conn-watching = připojeno · díváte se
conn-connecting = připojuji…
conn-disconnected = odpojeno
conn-lobby-closed = herna zavřena
conn-lost = Spojení se serverem se přerušilo — automaticky se znovu připojuji…
conn-retrying = Odpojeno — připojuji se znovu ({ $attempt }. pokus)…

## Errors (codes from protocol/README.md)

refused = odmítnuto
server-error = Server: { $message } ({ $code })
error-enter-name = Zadejte prosím své jméno.
error-not-connected = nejste připojeni: příkaz nebyl odeslán; zkuste to znovu po připojení
error-unreachable = server není dostupný: { $message }
error-bad-token = Váš klíč k místu nebyl přijat; díváte se jako divák.
error-seat-lost = Místo už nepatří vám ({ $reason }); díváte se jako divák.
error-rule-violation = pravidlo { $rule } to nedovoluje: { $message }
error-code-bad-json = Požadavku server nerozuměl (chybný JSON).
error-code-bad-id = To není platné číslo herny ani hry.
error-code-not-found = Taková herna ani hra neexistuje.
error-code-not-stored = Server to nemohl uložit; nic se nezměnilo — zkuste to prosím znovu.
error-code-in-doubt = Server nemohl potvrdit, zda se váš poslední tah uložil; zkuste ho znovu.
error-code-internal = Vnitřní chyba serveru.
error-code-bad-options = Tyto volby hry nejsou platné.
error-code-bad-seats = Hra potřebuje 2 až 4 místa.
error-code-bad-name = Zvolte jméno o 1 až 32 znacích.
error-code-bad-token = Váš klíč k místu nebyl přijat.
error-code-not-host = To může jen zakladatel herny.
error-code-lobby-full = Herna je plná.
error-code-already-started = Tato hra už začala.
error-code-seats-not-filled = Před začátkem musí být obsazena všechna místa (pozvěte přátele nebo přidejte boty).
error-code-lobby-closed = Zakladatel hernu zavřel.
error-code-incompatible = V této uložené hře tato verze serveru nemůže pokračovat.
error-code-bad-step = Takový krok v této hře není.
error-code-bad-viewer = Zvolte hráče této hry, diváka nebo vše.
error-code-game-not-finished = Hra ještě běží: přehrát lze jen pohled diváka.
error-code-bad-record = Tento soubor není platný záznam hry.
error-code-version-mismatch = Tento záznam vytvořila jiná verze herního jádra.
error-code-bad-message = Server nerozuměl zprávě z této stránky.
error-code-bad-chat = Zpráva v chatu musí mít 1 až 500 znaků.
error-code-rate-limited = Příliš mnoho zpráv: trochu zpomalte.
error-code-timeout = Server neodpověděl včas; zkuste to prosím znovu.
error-code-bad-origin = Stránka z jiného webu se ke hře nesmí připojit.
error-code-too-many-spectators = Tuto hru už sleduje nejvíce diváků, kolik je povoleno; zkuste to později.
error-code-not-websocket = Spojení se hrou musí být WebSocket.
error-code-not-your-turn = Nejste na tahu.
error-code-malformed = Příkaz byl chybně zapsán.
error-code-game-over = Hra skončila.

## Prompt panel

prompt-your-decision = Vaše rozhodnutí
prompt-game-over = Hra skončila.
prompt-waiting-for = Čeká se na
prompt-waiting = Čeká se…
prompt-refused = Odmítnuto:
prompt-rule = (pravidlo { $rule })
prompt-choose-one = Vyberte jedno:
prompt-all-choices = { $n ->
    [one] { $n } možnost jako tlačítko
    [few] Všechny { $n } možnosti jako tlačítka
   *[other] Všech { $n } možností jako tlačítka
}
dismiss = zavřít
cancel = zrušit
decision-initial-orders = počáteční výběr
decision-orders = příkazy
decision-execute = akce
decision-production = výroba
decision-payday = výplatní den
decision-taxes = daně
decision-special-event = zvláštní událost
decision-combat = boj
decision-finished = konec hry
prompt-initial-orders = Vyberte dvě ze tří dobraných karet příkazů, které budou nedostupné.
prompt-orders = Vyberte svůj { $n }. příkaz ze 3.
prompt-dummy-order = Vyberte příkaz za neutrálního hráče.
prompt-execute-choose = { $action }, pole { $n }: proveďte akci, nebo ji odmítněte.
prompt-execute-dig = { $action }, pole { $n }: vykopejte další chodbu, nebo skončete.
prompt-execute-mine = { $action }, pole { $n }: těžte v další chodbě, nebo skončete.
prompt-execute-discard = { $action }, pole { $n }: odhoďte jednu kartu pasti.
prompt-production = Použijte své výrobní místnosti a pak si vezměte zpět kartu příkazu.
prompt-payday = Výplatní den: zaplaťte, nebo propusťte příšeru { $monster }.
prompt-taxes = Daně: dlužíte { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}; za každý nezaplacený dostanete nepříjemný dopis.
prompt-special-event = Zvláštní událost: rozhodněte se.
prompt-combat-target = Boj: vyberte pole, na které družina zaútočí.
prompt-combat-plan = Boj: naplánujte pasti a příšery pro toto kolo.
prompt-combat-aim = Boj: vyberte, na koho míří šipka.
prompt-combat-use-trap = Boj: vyberte, která past zapůsobí první.
prompt-combat-attack = Boj: zaútočte příšerami, nebo je stáhněte.
prompt-combat-prisoner = Boj: vyberte vězně, kterého propustíte.
prompt-combat-choose-monster = Boj: vyberte příšeru, na kterou kouzlo působí.
prompt-combat-collapse = Vyberte pole, které se zřítí.
hint-build-now = Teď klikněte na zvýrazněnou chodbu ve svém dungeonu a postavte tam místnost.
hint-choose-inaccessible = Klikněte na dvě zvýrazněné karty příkazů, které budou nedostupné (nebo použijte tlačítko níže).
hint-choose-order = Klikněte na zvýrazněnou kartu příkazu v ruce a položte ji na další pole příkazů.
hint-dig = Klikněte na zvýrazněné pole dungeonu a vykopejte tam chodbu.
hint-mine = Klikněte na zvýrazněnou chodbu a pošlete tam impa těžit zlato.
hint-build = Klikněte na místnost v nabídce místností a pak na zvýrazněnou chodbu.
hint-hire = Klikněte na příšeru v podzemní hospodě a najměte ji.
hint-use-room = Klikněte na zvýrazněnou místnost ve svém dungeonu a použijte ji, nebo na zahranou kartu příkazu a vezměte si ji zpět.
hint-perform-and-spy = Klikněte na lícem dolů otočenou bojovou kartu ve městě a prohlédněte si ji.

## Command labels

pos = řada { $row }, sloupec { $col }
cmd-room = místnost
cmd-command = příkaz
cmd-the-illusion = iluzi
cmd-extra-pay-trap = odhodí past { $trap }
cmd-extra-feed = nakrmí ji příšerou { $monster }
cmd-choose-inaccessible = Nedostupné: { $actions }
cmd-choose-order = Příkaz: { $action }
cmd-choose-dummy-order = Příkaz neutrálního hráče: { $action }
cmd-clear-orders = Vzít zpět dosud vybrané příkazy
cmd-perform = Provést
cmd-perform-action = Provést: { $action }
cmd-perform-and-spy = Provést a prohlédnout si { $n }. bojovou kartu
cmd-decline = Odmítnout (služebník zůstane na kartě příkazu)
cmd-dig = Vykopat chodbu: { $pos }
cmd-mine = Těžit zlato: { $pos }
cmd-stop-work = Skončit
cmd-discard-trap = Odhodit past { $trap }
cmd-hire = Najmout: { $monster }
cmd-build = Postavit { $room }: { $pos }
cmd-use-room = Použít { $room } ({ $pos })
cmd-use-room-trolls = s { $n ->
    [one] { $n } trollem
    [few] { $n } trolly
   *[other] { $n } trolly
}
cmd-use-room-dig = kopat: { $pos }
cmd-retrieve = Vzít zpět kartu příkazu { $action } (konec výroby)
cmd-pay-monster = Zaplatit: { $monster }
cmd-release-monster = Propustit: { $monster } (+1 zlo)
cmd-pay-tax = Zaplatit daň { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}
cmd-sacrifice-monster = Odhodit: { $monster }
cmd-accept-evil = Raději získat 3 zla
cmd-pay-strike = Zaplatit 1 jídlo za příšeru { $monster }
cmd-let-strike = Nechat příšeru { $monster } stávkovat
cmd-pay-vip = Zaplatit 1 zlaťák a ztratit 1 zlo
cmd-skip-vip = Neplatit
cmd-collapse = Zřítit pole: { $pos }
cmd-choose-target = Družina útočí na pole: { $pos }
cmd-plan-trap = Naplánovat past { $trap } (lícem dolů)
cmd-plan-monster = Poslat do boje: { $monster }
cmd-reset-plan = Vzít zpět dosud naplánované pasti a příšery
cmd-finish-planning = Dokončit plánování tohoto kola
cmd-release-prisoner = Propustit vězně: { $adventurer }
cmd-use-trap = Nejdřív použít past { $trap }
cmd-aim-trap = Zamířit šipku na: { $target }
cmd-attack = { $monster } útočí: { $option }
cmd-withdraw = Stáhnout do doupěte: { $monster }
cmd-withdraw-all = Stáhnout všechny své příšery
cmd-choose-monster = Kouzlo působí na: { $monster }
attack-standard = standardní útok
attack-fed = nakrmený (1 jídlo, silnější útok)
attack-each = útok na každého hrdinu
attack-glue = zaslizit družinu
attack-any = útok na kohokoliv
attack-flee = kousnout a zmizet
attack-hits = první zásah
attack-second-hit = druhý zásah
attack-idle = bez útoku

## Dungeon Lords board

year-n = { $n }. rok
season-winter = Zima
season-spring = Jaro
season-summer = Léto
season-autumn = Podzim
phase-initial-orders = Počáteční výběr
phase-orders = Příkazy
phase-execute = Provedení příkazů
phase-production = Výroba
phase-payday = Výplatní den
phase-taxes = Daně
phase-special-event = Zvláštní událost
phase-combat = Boj
phase-finished = Konec hry
resolving-slot = { $action }, pole { $n }
turn-order = Pořadí:
evilometer = Stupnice zla
evm-paladin = Pole 10: pole paladina
evm-absolute = Pole 15: absolutní Zlo
evm-start = Pole 5: výchozí pole
evm-space = Pole { $n }
tip-evil-of = { $who }: zlo { $n }
dummy = Neutrální hráč
dummy-n = Neutrální hráč { $n }
dummy-handled-by = ovládá
dummy-deck = balíček { $n }
dummy-picked = (jeho ovládající už vybral)
tip-slots-reverse = Pole se vyhodnocují v pořadí 3, 2, 1
tip-slot-taken = { $who } na poli { $n }
tip-slot-free = Pole { $n }: volné
slot-pay = zaplať { $cost } → { $gains }
slot-free = zdarma: { $gains }
dl-inn = Podzemní hospoda
dl-shop = Nabídka místností
dl-next-adventurers = Další hrdinové
dl-event-tiles = Destičky událostí
dl-city = Město (bojové karty)
dl-stacks = Balíčky
dl-stacks-counts = Příšery { $monsters } · Místnosti { $rooms } · Hrdinové { $adventurers } · Pasti { $traps } (odhozené { $discard })
dl-distant-lands = Daleké kraje:
dl-other = Ostatní
dl-dummies = Neutrální barvy
dl-hand = Ruka
dl-played = Zahrané
dl-lair = Doupě příšer
dl-no-monsters = žádné příšery
dl-traps = Pasti ({ $n })
dl-prison = Vězení
dl-spied = Prohlédnuté bojové karty
dl-spied-mine = Prohlédnuté bojové karty (jen vy)
dl-party = Družina
dl-no-adventurers = žádní hrdinové
empty = prázdné
none = nic
nothing-to-show = nic k zobrazení
n-fields = { $n ->
    [one] { $n } položka
    [few] { $n } položky
   *[other] { $n } položek
}
entrance = vchod
paladin-tent = ve stanu
paladin-hunting = jde po hráči { $who }
paladin-prison = ve vězení hráče { $who }
paladin-gone = pryč
tip-event-face-down = Destička události ({ $season }), lícem dolů
tip-combat-face-down = { $n }. kolo boje, lícem dolů
badge-round = { $n }. kolo
badge-round-spied = { $n }. kolo · prohlédnuto
colour-0 = červený
colour-1 = modrý
colour-2 = zelený
colour-3 = žlutý
tag-first = ☺ začíná
tip-starting-player = Začínající hráč
tag-deciding = rozhoduje se…
res-evil = Zlo
res-food = Jídlo
res-gold = Zlato
res-imps = Impové
res-trolls = Trollové
res-minions = Služebníci
res-foreman = Předák
res-dead-letters = Nepříjemné dopisy
tip-res-evil = Pole na stupnici zla
tip-res-food = { $n ->
    [one] { $n } jídlo ve spíži
    [few] { $n } jídla ve spíži
   *[other] { $n } jídel ve spíži
}
tip-res-gold = { $n ->
    [one] { $n } zlaťák v pokladnici
    [few] { $n } zlaťáky v pokladnici
   *[other] { $n } zlaťáků v pokladnici
}
tip-res-imps = { $n ->
    [one] { $n } imp
    [few] { $n } impové
   *[other] { $n } impů
}, z toho { $busy } letos v práci
tip-res-trolls = Žetony trollů volné/celkem
tip-res-minions = Služebníci v kanceláři
tip-res-foreman = U vchodu stojí předák
tip-res-dead-letters = Nepříjemné dopisy (každý −3 body)
badge-inaccessible-q = nedostupná?
tip-inaccessible-season = V tomto kole nedostupná
tip-inaccessible = Nedostupná
badge-secret = #{ $n } · tajné
tip-own-secret = Vybráno, lícem dolů: víte to jen vy
order-chosen = vybráno
badge-hidden = skrytá
tip-minion-on-card = Na kartě stojí služebník
n-chosen = vybráno { $n }/3
badge-knocked-out = zneškodněná
badge-on-strike = stávkuje
tip-trap-back = Karta pasti (lícem dolů)
badge-hp = { $left }/{ $hp } životů
badge-front = v čele
tip-tunnel = Chodba
cell-conquered = dobyto
tip-tunnel-conquered = Dobytá chodba
tip-empty-square = Prázdné pole
tip-imps-working = { $n ->
    [one] Pracuje tu { $n } imp
    [few] Pracují tu { $n } impové
   *[other] Pracuje tu { $n } impů
}
used-n = použito { $n }×
badge-revealed = odkrytá
badge-your-pick = vaše volba
badge-option = možnost

## Combat

combat-round = Boj — { $n }. kolo ze 4
stage-planning = plánování
stage-battle = bitva
step-trap = Fáze pastí
step-fast-spell = Rychlé kouzlo
step-monsters = Útok příšer
step-slow-spell = Pomalé kouzlo
step-heal = Léčení
step-conquest = Únava a dobývání
step-end-of-battle = Konec bitvy
step-over = Bitva skončila
badge-fatigue = únava { $n }
badge-not-revealed = neodkrytá
tip-combat-card-hidden = Bojová karta tohoto kola, lícem dolů až do odkrytí
battle-in = v dungeonu hráče
battle-target = — cíl { $pos }
battle-traps-left = { $n ->
    [one] { $n } past ještě lícem dolů
    [few] { $n } pasti ještě lícem dolů
   *[other] { $n } pastí ještě lícem dolů
}
battle-spells = kouzla:
battle-no-conquest = bez dobývání
battle-no-healing = bez léčení
battle-no-spell = bez kouzel
battle-to-attack = Ještě zaútočí:
battle-aiming = Míří:
battle-second-hit = Dlužný druhý zásah:
battle-poisoned = Otrávení:
tag-combat-over = boj skončil
tag-planned = naplánováno
tag-planning = plánuje
plan-target = Cíl: { $pos }
plan-bait = návnada { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}
tip-planned-trap = Naplánovaná past (lícem dolů)

## Final scoring

result-title = Závěrečné bodování
result-player = Hráč
result-titles = Tituly
result-ranking = Pořadí:
score-monsters = Příšery
score-prisoners = Vězni
score-rooms = Místnosti
score-conquered = Dobytá pole
score-dead-letters = Nepříjemné dopisy
score-scoring-rooms = Prestižní místnosti
score-titles = Tituly
score-hall-of-fame = Síň slávy
score-total = Celkem

## Hover texts

tip-reconstructed = rekonstruováno
tip-reconstructed-title = rekonstruováno z druhotných zdrojů
kind-monster = příšera
kind-room = místnost
kind-trap = past
kind-adventurer = hrdina
kind-paladin = paladin
kind-combat-card = bojová karta
kind-event-tile = destička události
kind-special-event = zvláštní událost
kind-title = titul

## The table: card faces, decisions, results, onboarding (issue #19)

face-target = { $target ->
    [first] 1.
    [second] 2.
    [last] posl.
    [each] všem
    [each_but_first] ostatním
    [chosen] volba
   *[any] komukoli
}
face-year = rok { $n }
face-hp = { $left } z { $hp } životů
face-strength = síla { $n }
face-disarm = zneškodní { $n }
face-heal = léčí { $n }
face-magic = magie { $n }
face-fast = rychlé kouzlo
face-slow = pomalé kouzlo
face-fatigue = únava { $n }
face-reconstructed-note = ≈ Některé hodnoty této karty jsou rekonstruované z druhotných zdrojů, ne přečtené z tištěné karty.
close = Zavřít
card-legal-sr = toto můžete zvolit
badge-minion-on-card = služebník
result-winner = vítěz
option-yes = ano
option-no = ne
error-general = Něco se nepovedlo; zkuste to prosím znovu.
start-why-loading = Načítám místa…
start-why-started = Hra už začala.
start-why-free-seats = { $n ->
    [one] Začít lze, až budou obsazena všechna místa: 1 místo je volné. Pošlete odkaz s pozvánkou nebo přidejte bota.
    [few] Začít lze, až budou obsazena všechna místa: { $n } místa jsou volná. Pošlete odkaz s pozvánkou nebo přidejte boty.
   *[other] Začít lze, až budou obsazena všechna místa: { $n } míst je volných. Pošlete odkaz s pozvánkou nebo přidejte boty.
}
start-note-offline = { $n ->
    [one] Všechna místa jsou obsazena; 1 hráč je právě offline.
    [few] Všechna místa jsou obsazena; { $n } hráči jsou právě offline.
   *[other] Všechna místa jsou obsazena; { $n } hráčů je právě offline.
}
start-ready = Všechna místa jsou obsazena: můžete začít.
help-what-now = Co se teď děje: { $phase }
help-phase-initial-orders = Každý hráč odloží 2 karty příkazů: tuto sezónu je nelze zahrát. Zbylých 6 tvoří vaši ruku.
help-phase-orders = Všichni tajně vyberou 3 karty příkazů v pořadí, v jakém budou odhaleny. Dřívější příkazy dostanou lepší pole.
help-phase-execute = Akční pole se vyhodnocují jedno po druhém, pole 1, 2, 3 (Najímání příšer a Stavba místností 3, 2, 1). Každé pole ukazuje, co stojí a co dává.
help-phase-production = Pošlete volné impy do výrobních místností, pak si vezměte zpět jednu zahranou kartu příkazu (příští sezónu je nedostupná).
help-phase-payday = Zaplaťte každé příšeře její výplatu, nebo ji propusťte (+1 zlo).
help-phase-taxes = Zaplaťte 1 zlato za každé 2 dílky kobky; za každé nezaplacené zlato dostanete nepříjemný dopis (−3 body na konci).
help-phase-special-event = Projeví se zvláštní událost roku; rozhoduje se v pořadí tahů.
help-phase-combat = Dobrodruzi útočí na vaši kobku, jeden dílek za kolo po 4 kola: naplánujte pasti a příšery, pak se vyhodnotí bitva.
help-phase-finished = Hra skončila: body za příšery, místnosti, vězně a tituly, minus dobyté dílky a nepříjemné dopisy.
results-winner = Vítězem je { $name }!
results-winners = Dělené vítězství: { $names }
results-you-won = Gratulujeme, vyhráli jste!
results-rematch = Odveta se stejnými hráči
results-join-rematch = Připojit se k odvetě
results-rematch-offer = { $name } založil(a) odvetu se stejnými hráči.
results-rematch-starting = Připravuji odvetu…
results-finished-games = Dohrané hry
results-see-table = Zobrazit stůl
games-won-by = { $n ->
    [one] Vítěz: { $names }
    [few] Vítězové: { $names }
   *[other] Vítězové: { $names }
}
games-score = { $name } { $n }
error-code-not-finished = Odveta je možná až po skončení hry.
amt-dead-letters = { $n ->
    [one] { $n } nepříjemný dopis
    [few] { $n } nepříjemné dopisy
   *[other] { $n } nepříjemných dopisů
}
confirm-tax = { $n ->
    [one] Zaplatíte { $gold } zlata a dostanete 1 nepříjemný dopis (−3 body na konci). Zaplatit takto?
    [few] Zaplatíte { $gold } zlata a dostanete { $n } nepříjemné dopisy (každý −3 body na konci). Zaplatit takto?
   *[other] Zaplatíte { $gold } zlata a dostanete { $n } nepříjemných dopisů (každý −3 body na konci). Zaplatit takto?
}
confirm-end-production = Místnost by tuto sezónu ještě mohla vyrábět. Ukončit výrobu teď?
confirm-release = Tuto příšeru byste mohli zaplatit. Přesto ji propustit (+1 zlo)?
confirm-generic = Opravdu?
confirm-do = Ano: { $what }
dl-action-spaces = Akční pole
banner-game-over = Hra skončila
banner-year = Začíná rok { $n }
banner-combat-round = Boj — kolo { $n }
banner-season = { $season }
banner-phase = { $phase }
live-your-turn = Jste na tahu: { $decision }
invite-link-label = Odkaz s pozvánkou
theme-toggle = Světlý / tmavý
results-show = Zobrazit výsledky

## Amounts (plural forms)

amt-food = { $n ->
    [one] { $n } jídlo
    [few] { $n } jídla
   *[other] { $n } jídel
}
amt-gold = { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}
amt-evil = { $n ->
    [one] { $n } zlo
    [few] { $n } zla
   *[other] { $n } zel
}
amt-lose-evil = −{ $n ->
    [one] { $n } zlo
    [few] { $n } zla
   *[other] { $n } zel
}
amt-imps = { $n ->
    [one] { $n } imp
    [few] { $n } impové
   *[other] { $n } impů
}
amt-trap-cards = { $n ->
    [one] { $n } karta pasti
    [few] { $n } karty pastí
   *[other] { $n } karet pastí
}
amt-monsters = { $n ->
    [one] { $n } příšera
    [few] { $n } příšery
   *[other] { $n } příšer
}
amt-tunnels = { $n ->
    [one] { $n } chodba
    [few] { $n } chodby
   *[other] { $n } chodeb
}

## Card texts (facts generated by tools/gen_cards.py)

ct-hire-cost = Najmutí: { $cost }
ct-payday-cost = Výplatní den: { $cost }
ct-points = { $n ->
    [one] { $n } bod
    [few] { $n } body
   *[other] { $n } bodů
}
ct-attack = Útok: { $what }
ct-attack-paying = za { $cost }
ct-strike = { $target ->
    [first] { $n } prvnímu hrdinovi
    [each] { $n } každému hrdinovi
   *[any] { $n } komukoliv
}
ct-follow-up = vyřídí-li ho, { $n } dalšímu
ct-monster-no-conquest = družina v tomto kole nedobývá
ct-monster-returns-face-up = vrací se lícem nahoru (lze ji znovu použít)
ct-monster-no-healing = v této bitvě se neléčí
ct-ability-cannot-attack-first = nemůže útočit na prvního hrdinu
ct-ability-troll-token = dává žeton trolla, který v místnostech pracuje jako imp
ct-ability-cannot-attack-priests = nemůže útočit na kněze
ct-room-production = Výrobní místnost, { $year }. rok
ct-room-combat = Bojová místnost, { $year }. rok
ct-room-scoring = Prestižní místnost, { $year }. rok
ct-produce = { $imps ->
    [one] { $imps } imp
    [few] { $imps } impové
   *[other] { $imps } impů
} → { $product }
ct-produce-paying = { $imps ->
    [one] { $imps } imp
    [few] { $imps } impové
   *[other] { $imps } impů
} + { $extra } → { $product }
ct-attack-bonus = +{ $n } zranění pro: { $monsters }
ct-defence-limits = až { $traps } pasti (bez placení zlatem) a { $monsters } příšera
ct-no-spells = družina tu nesesílá kouzla
ct-points-per-monster = { $n ->
    [one] { $n } bod
    [few] { $n } body
   *[other] { $n } bodů
} za každou: { $monsters }
ct-points-per-title = { $four } body za každý titul, který máte sami ({ $fewer } při 2–3 hráčích)
ct-trap-damage = { $target ->
    [first] { $n } zranění prvnímu hrdinovi
    [second] { $n } zranění druhému hrdinovi
    [last] { $n } zranění poslednímu hrdinovi
    [each] { $n } zranění každému hrdinovi
    [each_but_first] { $n } zranění každému dalšímu hrdinovi
   *[chosen] { $n } zranění hrdinovi podle vaší volby
}
ct-trap-damage-hp = { $target ->
    [first] první hrdina dostane tolik zranění, kolik má životů
   *[other] hrdina dostane tolik zranění, kolik má životů
}
ct-trap-poisoned-dart = dalších { $n } zranění po léčení
ct-trap-no-conquest = družina v tomto kole nedobývá
ct-trap-anti-magic-dart = zasažený čaroděj nesešle kouzlo
ct-year-2 = Ve 2. roce: { $what }
ct-adventurer = { $year }. rok, { $hp ->
    [one] { $hp } život
    [few] { $hp } životy
   *[other] { $hp } životů
}, síla { $strength }
ct-class-warrior = Bojovník: stojí v čele družiny a schytává rány
ct-class-thief = Zloděj: zneškodňuje pasti (snižuje jejich zranění)
ct-class-priest = Kněz: po bitvě léčí družinu
ct-class-wizard = Čaroděj: sesílá kouzla z bojové karty
ct-paladin = { $year }. rok, { $hp ->
    [one] { $hp } život
    [few] { $hp } životy
   *[other] { $hp } životů
}; zneškodní { $disarm }, léčí { $heal }, magie { $magic }
ct-spell-fast = Rychlé kouzlo (před příšerami), únava { $fatigue }, { $year }. rok
ct-spell-slow = Pomalé kouzlo (po příšerách), únava { $fatigue }, { $year }. rok
ct-spell-invisibility = družina proklouzne: v tomto kole na ni žádná příšera nezaútočí
ct-spell-absorb-damage = pohltí { $n } zranění z každého útoku
ct-spell-no-effect = na bitvu nemá vliv
ct-spell-lose-first-available = ztratíte { $n } z toho, co máte, v pořadí: { $resources }
ct-spell-lose-imps = ztratíte { $n ->
    [one] { $n } impa
    [few] { $n } impy
   *[other] { $n } impů
}
ct-spell-pay-cost-or-withdraw-each = za každou příšeru znovu zaplaťte, nebo ji stáhněte
ct-spell-withdraw-all-or-gain-evil = stáhněte všechny příšery, nebo získejte { $evil } zla
ct-spell-gain-evil = získáte { $n ->
    [one] { $n } zlo
    [few] { $n } zla
   *[other] { $n } zel
}
ct-spell-illusion = do čela družiny se přidá iluze s { $hit-points } životem
ct-spell-heal-each = vyléčí { $n } každému hrdinovi
ct-spell-create-food = každý hrdina získá { $extra-hit-points } život navíc
ct-spell-protect-from-monsters = { $classes }{ $paladin ->
    [yes] {" "}a paladin
   *[no] {""}
}: o { $n } méně zranění od příšer
ct-spell-lose-first-available-on-conquest = je-li pole dobyto, ztratíte { $n } z toho, co máte, v pořadí: { $resources }
ct-spell-blind-rage = hrdinové útočí naslepo
ct-spell-weaken-chosen-monster = příšera podle vaší volby způsobí o { $n } méně zranění
ct-spell-metamorphosis = promění jednu z vašich příšer
ct-spell-dimensional-gate = pošle příšeru pryč branou
ct-event-payday = zaplaťte každou příšeru, nebo ji propusťte (+{ $release-evil } zlo)
ct-event-taxes = 1 zlaťák za každá { $tiles-per-gold } pole dungeonu; za každý nezaplacený zlaťák { $dead-letters-per-unpaid-gold } nepříjemný dopis
ct-event-special-event = koná se zvláštní událost roku
ct-event-discard-monster-or-gain-evil = odhoďte příšeru, nebo získejte { $evil } zla
ct-event-pay-food-per-monster-or-strike = zaplaťte { $food } jídlo za každou příšeru, jinak stávkuje
ct-event-lose-gold-fraction = ztratíte 1/{ $divisor } svého zlata
ct-event-may-pay-gold-to-lose-evil = můžete zaplatit { $gold } zlaťák a ztratit { $evil } zlo
ct-event-collapse-tiles = zřítí se { $count } pole vašeho dungeonu
ct-title-most-evil = nejzlejší pán
ct-title-most-rooms = nejvíc místností (počítají se i dobyté)
ct-title-most-tunnels = nejvíc chodeb
ct-title-most-monsters = nejvíc příšer
ct-title-most-imps = nejvíc impů
ct-title-most-riches = nejvíc zlata a jídla
ct-title-fewest-conquered-tiles = nejméně dobytých polí
ct-gain-spy = prohlédnout si { $n } bojovou kartu
ct-gain-dig = vykopat až { $n ->
    [one] { $n } chodbu
    [few] { $n } chodby
   *[other] { $n } chodeb
}{ $foreman ->
    [yes] {" "}+ předák
   *[no] {""}
}
ct-gain-mine = až { $n ->
    [one] { $n } imp těží
    [few] { $n } impové těží
   *[other] { $n } impů těží
} zlato{ $foreman ->
    [yes] {" "}+ předák
   *[no] {""}
}
ct-gain-traps = { $n ->
    [one] { $n } karta pasti
    [few] { $n } karty pastí
   *[other] { $n } karet pastí
}
ct-gain-hire-monster = najmout příšeru
ct-gain-build-room = postavit místnost

## Dungeon Lords names (as printed in the Czech rulebook)

action-get-food = Získání jídla
action-improve-reputation = Zlepšení reputace
action-dig-tunnels = Kopání chodeb
action-mine-gold = Těžba zlata
action-recruit-imps = Najímání impů
action-buy-traps = Nákup pastí
action-hire-monster = Najímání příšer
action-build-room = Stavba místností
card-goblin = Goblin
card-slime = Sliz
card-ghost = Duch
card-troll = Troll
card-witch = Čarodějnice
card-vampire = Upír
card-golem = Golem
card-dragon = Drak
card-demon = Démon
card-chicken-coop = Drůbežárna
card-mushroom-bed = Houbová plantáž
card-souvenir-shop = Výrobna suvenýrů
card-mint = Penězokazecká dílna
card-workshop = Dílna
card-tool-shed = Sklad nářadí
card-printing-press = Tiskařský lis
card-magic-room = Magická místnost
card-training-room = Cvičiště
card-dark-room = Temná místnost
card-labyrinth = Labyrint
card-anti-magic-room = Antimagická místnost
card-cafeteria = Jídelna
card-chapel = Kaple
card-pandemonium = Pandemonium
card-hall-of-fame = Síň slávy
card-rolling-stone = Valící se balvan
card-pendulum = Kyvadlo
card-trap-door = Propadlo
card-wall-of-fire = Ohnivá stěna
card-poisoned-dart = Otrávená šipka
card-anti-magic-dart = Antimagická šipka
card-cursed-ring = Prokletý prsten
# translated, not printed
card-poisoned-meal = Otrávené jídlo
# translated, not printed
card-kamikaze-imp = Imp kamikadze
card-warrior = Bojovník
card-thief = Zloděj
card-priest = Kněz
card-wizard = Čaroděj
card-paladin = Paladin
# translated, not printed
card-illusion = Iluze
# translated, not printed
card-invisibility = Neviditelnost
# translated, not printed
card-magic-shield = Magický štít
# translated, not printed
card-fireball = Ohnivá koule
# translated, not printed
card-detect-treasure = Odhalení pokladu
# translated, not printed
card-fist-of-justice = Pěst spravedlnosti
# translated, not printed
card-suggestion = Sugesce
# translated, not printed
card-word-of-peace = Slovo míru
# translated, not printed
card-detect-evil = Odhalení zla
# translated, not printed
card-graffiti = Graffiti
# translated, not printed
card-regeneration = Regenerace
# translated, not printed
card-create-food = Stvoření jídla
# translated, not printed
card-song-of-courage = Píseň odvahy
# translated, not printed
card-magic-key = Magický klíč
# translated, not printed
card-blind-rage = Slepá zuřivost
# translated, not printed
card-aura-of-fear = Aura strachu
# translated, not printed
card-metamorphosis = Metamorfóza
# translated, not printed
card-dimensional-gate = Dimenzionální brána
card-payday = Výplatní den
card-taxes = Daně
card-special-event = Zvláštní událost
# translated, not printed
card-witch-hunt = Hon na čarodějnice
# translated, not printed
card-monster-strike = Stávka příšer
# translated, not printed
card-ministry-levy = Ministerský poplatek
# translated, not printed
card-vip-visit = Návštěva VIP
# translated, not printed
card-earthquake = Zemětřesení
card-lord-of-dark-deeds = Pán zla
card-lord-of-halls = Pán síní
card-lord-of-tunnels = Pán tunelů
card-lord-of-monsters = Pán nestvůr
card-lord-of-imps = Pán služebnictva
card-lord-of-riches = Pán pokladů
card-lord-of-battle = Pán boje

## Welcome to the Dungeon (names from the Czech rulebook, shared/seeds/002)

wt-hero-random = Náhodný
wt-hero-knight = Rytíř
wt-hero-barbarian = Barbar
wt-hero-mage = Čaroděj
wt-hero-rogue = Zlodějka
wt-monster-goblin = Goblin
wt-monster-skeleton = Kostlivec
wt-monster-orc = Ork
wt-monster-vampire = Upír
wt-monster-golem = Golem
wt-monster-lich = Kostěj
wt-monster-demon = Démon
wt-monster-dragon = Drak
wt-tile-plate-armour = Plátová zbroj
wt-tile-plate-armour-text = Počet životů +5
wt-tile-great-shield = Velký štít
wt-tile-great-shield-text = Počet životů +3
wt-tile-magic-sword = Magický meč
wt-tile-magic-sword-text = Před vstupem do podzemí si vyber typ nestvůry: všechny nestvůry toho typu jsou zabity.
wt-tile-dragon-lance = Dračí kopí
wt-tile-dragon-lance-text = Zabíjí draka.
wt-tile-holy-grail = Svatý grál
wt-tile-holy-grail-text = Zabíjí nestvůry, jejichž hodnota síly je sudé číslo.
wt-tile-torch = Pochodeň
wt-tile-torch-text = Zabíjí nestvůry se silou 3 a méně.
wt-tile-scale-armour = Šupinová zbroj
wt-tile-scale-armour-text = Počet životů +4
wt-tile-barbarian-shield = Barbarský štít
wt-tile-barbarian-shield-text = Počet životů +3
wt-tile-war-hammer = Válečné kladivo
wt-tile-war-hammer-text = Zabíjí golemy.
wt-tile-magic-axe = Magická sekera
wt-tile-magic-axe-text = 1× za kolo: zabij právě otočenou nestvůru.
wt-tile-resurrection-potion = Lektvar vzkříšení
wt-tile-resurrection-potion-text = 1× za kolo: když by hrdina zemřel, vstane s počtem životů z karty hrdiny.
wt-tile-fire-wall = Ohnivá stěna
wt-tile-fire-wall-text = Počet životů +6
# translated, not printed
wt-tile-bracelet-of-protection = Náramek ochrany
wt-tile-bracelet-of-protection-text = Počet životů +3
wt-tile-omnipotence = Všemocnost
wt-tile-omnipotence-text = Jsou-li všechny nestvůry v podzemí různého typu, hrdina zvítězí.
wt-tile-demon-pact = Smlouva s démonem
wt-tile-demon-pact-text = Zabíjí démona a nestvůru po něm.
wt-tile-polymorph = Proměna
wt-tile-polymorph-text = Odstraň právě otočenou nestvůru a nahraď ji jinou z balíčku (1× za kolo).
# translated, not printed
wt-tile-mithril-armour = Mithrilová zbroj
wt-tile-mithril-armour-text = Počet životů +5
# translated, not printed
wt-tile-buckler = Puklíř
wt-tile-buckler-text = Počet životů +3
wt-tile-ring-of-power = Prsten moci
wt-tile-ring-of-power-text = Zabíjí nestvůry se silou 2 a méně. Přidej si jejich sílu ke svým životům.
# translated, not printed
wt-tile-invisibility-cloak = Plášť neviditelnosti
wt-tile-invisibility-cloak-text = Zabíjí nestvůry se silou 6 a více.
wt-tile-magic-dagger = Magická dýka
wt-tile-magic-dagger-text = Zabij nestvůru, kterou sis vybral před vstupem do podzemí.
wt-decision-name-type = výběr typu nestvůry
wt-decision-polymorph = Proměna
wt-decision-axe = Magická sekera
wt-prompt-draw-or-pass = Dober si kartu nestvůry, nebo pasuj.
wt-prompt-add-or-sacrifice = Přidej nestvůru do podzemí, nebo s ní odstraň hrdinovi část výzbroje.
wt-prompt-name-type = Vyber typ nestvůry pro svou magickou zbraň.
wt-prompt-polymorph = Použít Proměnu na právě otočenou nestvůru?
wt-prompt-axe = Použít Magickou sekeru na právě otočenou nestvůru?
wt-prompt-choose-hero = Vyber hrdinu pro další kolo.
wt-draw = Dobrat si kartu
wt-pass = Pasovat
wt-add = Přidat do podzemí
wt-cmd-sacrifice = Odstranit: { $tile }
wt-cmd-name-type = Vybrat: { $monster }
wt-use-polymorph = Použít Proměnu
wt-keep-it = Ponechat
wt-use-axe = Použít Magickou sekeru
wt-not-now = Teď ne
wt-choose-the-hero = Vybrat hrdinu: { $hero }
wt-monster-tip = { $monster }, síla { $n }
wt-out-defeated-by-tile = zabita: { $tile }
wt-out-defeated-by-axe = zabita Magickou sekerou
wt-out-defeated-by-pact = zabita díky Smlouvě s démonem
wt-out-damage = { $n ->
    [one] bere { $n } život
    [few] bere { $n } životy
   *[other] bere { $n } životů
}
wt-out-after-death = hrdina už je mrtvý
wt-out-ring = Prsten moci +{ $n } životů
wt-out-potion = Lektvar vzkříšení: životy zpět na { $n }
wt-your-turn = Jsi na tahu
wt-turn-of = Na tahu: { $who }
wt-status-add-or-sacrifice = přidej nestvůru, nebo odstraň část výzbroje
wt-status-looking = prohlíží si nestvůru
wt-status-draw-or-pass = dobrat, nebo pasovat
wt-forced-opening-tag = povinný začátek: dobrat a přidat
wt-status-raid = Průchod podzemím: vstupuje { $who }
wt-deciding = rozhoduje: { $what }
wt-you-choose-hero = Vybíráš dalšího hrdinu
wt-chooses-hero = Dalšího hrdinu vybírá { $who }
wt-you-start-next = další kolo začínáš ty
wt-starts-next = další kolo začíná { $who }
wt-game-over-you-win = Konec hry — vyhrál(a) jsi!
wt-game-over-wins = Konec hry — vítěz: { $who }!
wt-round-n = { $n }. kolo
wt-target = k vítězství { $n ->
    [one] { $n } úspěšný průchod
    [few] { $n } úspěšné průchody
   *[other] { $n } úspěšných průchodů
} · zbývá { $left ->
    [one] { $left } karta vítězství
    [few] { $left } karty vítězství
   *[other] { $left } karet vítězství
}
wt-you-win-game = Vyhrál(a) jsi hru!
wt-wins-game = Hru vyhrává { $who }
wt-raids-after-rounds = { $n ->
    [one] { $n } úspěšný průchod
    [few] { $n } úspěšné průchody
   *[other] { $n } úspěšných průchodů
} po { $rounds ->
    [one] { $rounds } kole
    [few] { $rounds } kolech
   *[other] { $rounds } kolech
}
wt-eliminated-list = vypadli:
wt-choose-hero-title = Vyber hrdinu pro další kolo
wt-is-choosing-hero = { $who } vybírá dalšího hrdinu…
wt-printed-hp = životy na kartě hrdiny
wt-hp-now-tip = Se kolika životy by hrdina teď vstoupil do podzemí
wt-hp-printed-plus = z karty { $printed } + { $tiles } z výzbroje
wt-tiles-on-hero = { $n } z { $total } částí výzbroje ještě u hrdiny
wt-click-to-sacrifice = Klikni a odstraň tuto část výzbroje spolu se svou nestvůrou.
wt-hp-bonus = Počet životů +{ $n }
wt-once-per-round = 1× za kolo
wt-sacrificed-by = odstranil(a)
wt-used-up = v tomto průchodu použito
wt-sacrifice = Odstranit
wt-deck = Balíček nestvůr
wt-draw-tip = Dobrat vrchní kartu nestvůry
wt-n-cards = { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
}
wt-your-monster = Tvoje nestvůra
wt-or-sacrifice = nebo klikni na zvýrazněnou část výzbroje a odstraň ji spolu s touto nestvůrou
wt-holds = { $who } drží
wt-held-tip = nestvůra, kterou vidí jen ten, kdo si ji dobral
wt-held-question = přidá ji do podzemí, nebo odstraní část výzbroje?
wt-dungeon-n = Podzemí · { $n ->
    [one] { $n } nestvůra
    [few] { $n } nestvůry
   *[other] { $n } nestvůr
}
wt-only-you-know = tuto kartu znáš jen ty
wt-position-added-by = pozice { $n }, přidal(a) { $who }
wt-no-monster-yet = V podzemí zatím není žádná nestvůra.
wt-victory-card = karta vítězství (úspěšný průchod)
wt-victory-needed = vítězství ještě chybí
wt-tag-raiding = v podzemí
wt-tag-choosing = vybírá
wt-tag-to-move = na tahu
wt-tag-passed = pasoval(a)
wt-tag-eliminated = vypadl(a)
wt-tag-winner = vítěz
wt-dark-tip = Tmavá strana: jeden neúspěšný průchod; druhý znamená vypadnutí.
wt-white-tip = Světlá strana: zatím žádný neúspěšný průchod.
wt-dark = tmavá
wt-white = světlá
wt-sacrificed = Odstraněno:
wt-sac-tip = { $monster } ({ $n }) s výzbrojí { $tile }
wt-sac-tip-hidden = { $tile } s nestvůrou lícem dolů
wt-help-card = Pomocná karta: nestvůry (síla × počet)
wt-raid-of = Průchod podzemím: { $who }
wt-start = na začátku
wt-now = teď
wt-named = vybráno: { $monster }
wt-magic-weapon = Magická zbraň
wt-name-type-q = { $tile }: vyber typ nestvůry — všechny nestvůry toho typu v podzemí jsou zabity.
wt-polymorph-q = Nahradit tuto nestvůru vrchní kartou z balíčku?
wt-axe-q = Zabít tuto nestvůru Magickou sekerou?
wt-decides = { $who } rozhoduje: { $what }
wt-dungeon-empty = Podzemí bylo prázdné: není s kým bojovat.
wt-left-face-down = { $n ->
    [one] V podzemí je ještě { $n } karta lícem dolů
    [few] V podzemí jsou ještě { $n } karty lícem dolů
   *[other] V podzemí je ještě { $n } karet lícem dolů
}
wt-set-aside = Odloženo Proměnou:
wt-pact-pending = Smlouva s démonem: další nestvůra bude zabita.
wt-omnipotence-yes = Všemocnost: každá nestvůra byla jiná — úspěch!
wt-omnipotence-no = Všemocnost: dvě nestvůry byly stejného typu.
wt-success-you = Úspěch — prošel(a) jsi podzemím s ❤ { $hp }
wt-success = Úspěch — { $who } prošel(a) podzemím s ❤ { $hp }
wt-failure = Neúspěch — hrdina v podzemí zahynul

## Welcome to the Dungeon log (from the entries' kind and fields)

wt-log-card = { $monster } ({ $n })
wt-log-round-started = { $round }. kolo: { $hero }; začíná { $who }.
wt-log-drew = { $who } si dobírá nestvůru.
wt-log-drew-card = { $who } si dobírá: { $card }.
wt-log-added = { $who } přidává nestvůru do podzemí (pozice { $n }).
wt-log-added-card = { $who } přidává do podzemí: { $card } (pozice { $n }).
wt-log-sacrificed = { $who } odstraňuje hrdinovi: { $tile }.
wt-log-sacrificed-card = { $who } odstraňuje hrdinovi { $tile } s nestvůrou { $card }.
wt-log-passed = { $who } pasuje.
wt-log-raid-started = { $who } vstupuje do podzemí ({ $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
}) s { $hp ->
    [one] { $hp } životem
    [few] { $hp } životy
   *[other] { $hp } životy
}.
wt-log-named = { $who } vybírá: { $monster }.
wt-log-revealed = Otočena: { $card }.
wt-log-polymorphed = Proměna: { $card } odložena, otočena { $replacement }.
wt-log-polymorph-declined = Proměna nepoužita na { $card }.
wt-log-axe-declined = Magická sekera nepoužita na { $card }.
wt-log-no-sacrifices = Konec kola: žádné odstraněné nestvůry.
wt-log-round-started-chosen = { $round }. kolo: { $hero }, vybral(a) { $chooser }; začíná { $who }.
wt-log-resolved = { $card }: { $what } (životy { $hp }).
wt-log-sacrifice = { $card } ({ $who }, { $tile })
wt-log-sacrifices-revealed = Konec kola: odstraněné nestvůry jsou { $list }.
wt-log-raid-success = Průchod podzemím ({ $who }): úspěch.
wt-log-raid-failure = Průchod podzemím ({ $who }): neúspěch.
wt-log-won-victory-cards = { $who } vyhrává hru kartami vítězství.
wt-log-won-last-standing = { $who } vyhrává hru jako poslední hráč ve hře.
wt-log-hero-died = Hrdina zemřel.
wt-log-victory-card = { $who } bere kartu vítězství ({ $n }).
wt-log-help-card-flipped = { $who } otáčí pomocnou kartu na tmavou stranu.
wt-log-eliminated = { $who } vypadává ze hry.

## Události záznamu hry: jedna zpráva na každý druh, který zapisuje engine
## (engine/src/dungeon_lords/state/log.rs), `log-<druh>` s pomlčkami. Jména karet a akcí jsou
## v 1. pádě, proto věty používají dvojtečku nebo přívlastek („příšeru Goblin“).

log-hidden-trap = past lícem dolů
log-nothing = nic
log-game-begins = Začíná { $variant ->
    [first_game] první hra
   *[full] plná hra
} pro { $n } hráče; žeton začínajícího hráče má { $who }.
log-season-begins = { $year }. rok: začíná { $season ->
    [winter] zima
    [spring] jaro
    [summer] léto
   *[autumn] podzim
}.
log-next-event = Událost příštího období: { $event ->
    [payday] { card-payday }
    [taxes] { card-taxes }
   *[special_event] { card-special-event }
}.
log-next-adventurers = Dobrodruzi příštího období: { $adventurers }.
log-autumn-ends = Podzim končí, začíná boj.
log-year-ends = { $year }. rok končí.
log-private-choice = { $who } se tajně rozhoduje.
log-inaccessible-chosen = { $who } má vybrané nedostupné příkazy.
log-inaccessible-revealed = { $who } odkrývá nedostupné příkazy: { $actions }.
log-order-put-own = Jako { $n }. příkaz jste položili: { $action }.
log-dummy-order-own = Pro neutrálního hráče jste vybrali: { $action }.
log-orders-taken-back-own = Vzali jste své příkazy zpět.
log-orders-chosen = { $who } má vybrané příkazy.
log-dummy-reveals = Neutrální hráč { $dummy } odkrývá: { $actions }.
log-dummy-order = Vybraný příkaz neutrálního hráče { $dummy }: { $action }.
log-hire-first-no-gold = { $who } odkrývá jako první příkaz Najímání příšer, ale nemá zlato: příkaz je zablokován.
log-hire-first-paid = { $who } platí 1 zlaťák za najímání jako první příkaz.
log-minion-placed = { $who } staví služebníka na akci { $action }, pole { $slot }.
log-order-blocked = { $who }: příkaz { $action } je zablokován.
log-slot-unusable = { $who } nemůže využít akci { $action }, pole { $slot }; služebník se vrací na kartu příkazu.
log-slot-declined = { $who } nevyužívá akci { $action }, pole { $slot }.
log-work-stopped = { $who } končí práci na akci { $action }.
log-food-gained = { $who } získává { $n ->
    [one] { $n } jídlo
    [few] { $n } jídla
   *[other] { $n } jídel
} na poli { $slot }.
log-reputation-improved = { $who } si zlepšuje reputaci o { $n } na poli { $slot }.
log-spied-own = Prohlédli jste si { $n }. bojovou kartu: { $card }.
log-spied = { $who } si prohlíží bojovou kartu.
log-tunnel-dug = { $who } kope chodbu: { $pos }.
log-gold-mined = { $who } těží 1 zlaťák: { $pos }.
log-imps-recruited = { $who } najímá { $n ->
    [one] { $n } impa
    [few] { $n } impy
   *[other] { $n } impů
}.
log-trap-drawn-own = Dobrali jste past: { $trap }.
log-trap-drawn = { $who } si bere kartu pasti.
log-trap-discarded-own = Odhazujete past: { $trap }.
log-trap-discarded = { $who } odhazuje past lícem dolů.
log-monster-hired = { $who } najímá příšeru { $monster } na poli { $slot }.
log-room-built = { $who } staví místnost { $room }: { $pos }.
log-production-begins = Výroba a návrat příkazů.
log-yield-food = { $n ->
    [one] { $n } jídlo
    [few] { $n } jídla
   *[other] { $n } jídel
}
log-yield-gold = { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}
log-yield-trap = { $n ->
    [one] { $n } past
    [few] { $n } pasti
   *[other] { $n } pastí
}
log-yield-tunnel = novou chodbu
log-yield-less-evil = o { $n } méně zla
log-yield-imp = nového impa
log-room-used-own = Místnost { $room } vám dává: { $what }.
log-room-used = { $who } využívá místnost { $room }: { $what }.
log-order-retrieved-own = Berete zpět příkaz: { $action }.
log-order-retrieved = { $who } bere zpět příkaz: { $action }.
log-production-finished = { $who } dokončuje výrobu a návrat příkazů.
log-payday-begins = Výplatní den.
log-taxes-due = Platí se daně.
log-special-event = Zvláštní událost: { $event }.
log-special-event-no-effect = Destička zvláštní události nemá žádný účinek.
log-payday = Výplatní den – { $who }: { $parts }.
log-payday-keep = platí { $cost } a ponechává si: { $monsters }
log-payday-feed = dává démonovi sežrat: { $monsters }
log-payday-release = propouští: { $monsters }
log-taxes-paid = { $who } platí { $n } z { $tax ->
    [one] { $tax } zlaťáku
    [few] { $tax } zlaťáků
   *[other] { $tax } zlaťáků
} daně{ $unpaid ->
    [0] .
    [one] {""} a dostává { $unpaid } nepříjemný dopis.
    [few] {""} a dostává { $unpaid } nepříjemné dopisy.
   *[other] {""} a dostává { $unpaid } nepříjemných dopisů.
}
log-ministry-levy = { $who } odvádí ministerstvu { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}.
log-witch-hunt-no-monster = { $who } nemá žádnou příšeru k vydání a získává 3 zla.
log-witch-hunt-sacrifice = { $who } vydává lovcům čarodějnic příšeru { $monster }.
log-witch-hunt-evil = { $who } místo toho získává 3 zla.
log-strike-paid = { $who } platí příšeře 1 jídlo.
log-strike = { $who }: příšera { $monster } stávkuje.
log-vip-paid = { $who } platí návštěvě 1 zlaťák a ztrácí 1 zlo.
log-vip-skipped = { $who } návštěvě neplatí.
log-tile-collapses = V kobce hráče { $who } se hroutí pole: { $pos }.
log-paladin-moves = Paladin odchází od hráče { $from } k zlejšímu hráči { $to }.
log-paladin-leaves-tent = Paladin opouští stan a jde k hráči { $to }.
log-adventurer-to-dummy = Dobrodruh { $adventurer } jde k neutrálnímu hráči a odchází do Dalekých krajů.
log-adventurer-queues = Dobrodruh { $adventurer } čeká u vchodu do kobky hráče { $who }.
log-combat-begins = Začíná boj { $year }. roku; první je na řadě { $who }.
log-combat-round = Začíná { $round }. kolo boje.
log-combat-resumes = Boj hráče { $who } pokračuje: dorazil paladin.
log-target-chosen-own = Zvolili jste cíl: { $pos }.
log-trap-planned-own = Naplánovali jste past: { $trap }.
log-trap-planned = { $who } plánuje past.
log-monster-committed-own = Do boje posíláte příšeru { $monster }.
log-monster-committed = { $who } posílá do boje příšeru { $monster }.
log-plan-cleared-own = Zrušili jste svůj plán.
log-planning-finished-own = Dokončili jste plánování.
log-planning-finished = { $who } dokončuje plánování.
log-prisoner-freed = { $who } už nemá co dobýt: družina osvobozuje z vězení dobrodruha { $adventurer }.
log-no-battle = { $who } už nemá co dobýt a nikoho ve vězení: žádná bitva.
log-defence-own = Bráníte pole { $pos }: { $n ->
    [0] bez obránců
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
    [one] {" "}(návnada { $bait } zlaťák)
    [few] {" "}(návnada { $bait } zlaťáky)
   *[other] {" "}(návnada { $bait } zlaťáků)
}.
log-defence = { $who } brání pole { $pos }: { $n ->
    [0] bez obránců
   *[other] { $defenders }
}{ $bait ->
    [0] {""}
    [one] {" "}(návnada { $bait } zlaťák)
    [few] {" "}(návnada { $bait } zlaťáky)
   *[other] {" "}(návnada { $bait } zlaťáků)
}.
log-combat-card = Bojová karta { $round }. kola: { $card } ({ $timing ->
    [fast] rychlé
   *[slow] pomalé
} kouzlo, potřebuje { $magic } magie; únava { $fatigue }).
log-combat-card-none = { $round }. kolo: žádná bojová karta.
log-no-party-left = Kobce hráče { $who } nezbyla žádná družina: boj tam končí.
log-battle-begins = Začíná bitva v kobce hráče { $who }.
log-party-gone = Družina v kobce hráče { $who } je pryč: boj tam skončil.
log-combat-over = Boj { $year }. roku skončil.
log-keep-monsters-evil = { $who } si nechává příšery a získává 2 zla.
log-monster-cost-paid = { $who } platí cenu příšery { $monster }, aby zůstala v bitvě.
log-trap-revealed = { $who } odkrývá past { $trap }.
log-trap-revealed-paying = { $who } odkrývá past { $trap } a platí { $paid }.
log-anti-magic-wizard = { card-anti-magic-dart } zasahuje čaroděje: toto kolo žádné kouzlo.
log-anti-magic-priest = { card-anti-magic-dart } zasahuje kněze: toto kolo žádné léčení.
log-trap-no-damage = Past nezpůsobí žádné zranění.
log-sheep-idle = Ovce (příšera { $monster }) nemůže útočit.
log-monster-idle = { $who }: příšera { $monster } nemůže útočit.
log-monster-glues = { $who }: příšera { $monster } přilepí družinu k podlaze.
log-standard-attack = { $who }: příšera { $monster } útočí standardním útokem za { $n }.
log-standard-attack-fed = { $who }: příšera { $monster } útočí standardním útokem za { $n } (nakrmena 1 jídlem).
log-attacks-again = Příšera { $monster } útočí znovu za { $n }.
log-attacks-each = { $who }: příšera { $monster } útočí na každého dobrodruha za { $n }.
log-attacks = { $who }: příšera { $monster } útočí na dobrodruha { $target } za { $n }.
log-hits = { $who }: příšera { $monster } zasahuje dobrodruha { $target } za { $n }.
log-spell-stopped = { card-anti-magic-room } zastavuje kouzlo { $spell }.
log-spell-blocked = Toto kolo nikdo nemůže seslat kouzlo { $spell }.
log-spell-too-weak = Družina má { $magic } magie, málo na kouzlo { $spell }.
log-spell-cast = Družina sesílá kouzlo { $spell }.
log-spell-no-effect = Kouzlo nemá žádný účinek.
log-invisibility = { card-invisibility }: čarodějové ustupují dozadu a toto kolo jsou nezranitelní.
log-detect-treasure-gold = { card-detect-treasure }: ztrácí se 1 zlaťák.
log-detect-treasure-food = { card-detect-treasure }: ztrácí se 1 jídlo.
log-detect-treasure-trap-own = { card-detect-treasure }: odhazujete past { $trap }.
log-detect-treasure-trap = { card-detect-treasure }: ztrácí se karta pasti.
log-fist-of-justice = { card-fist-of-justice }: ztrácí se 1 imp.
log-regeneration = { card-regeneration }: každý dobrodruh se vyléčí o 1.
log-aura-of-fear = { card-aura-of-fear }: příšera { $monster } dává toto kolo o 2 méně.
log-metamorphosis = { card-metamorphosis }: příšera { $monster } se mění v ovci.
log-dimensional-gate = { card-dimensional-gate }: příšera { $monster } je stažena do konce roku.
log-withdrawn = Příšera { $monster } se stahuje do doupěte.
log-shield-absorbs = { card-magic-shield } pohltí 1 zranění.
log-no-damage = Dobrodruh { $adventurer } nedostává žádné zranění.
log-damage = Dobrodruh { $adventurer } dostává { $n } zranění ({ $damage }/{ $hp }).
log-illusion-vanishes = { $adventurer } je vyřazena a mizí.
log-imprisoned = Dobrodruh { $adventurer } je vyřazen a jde do vězení hráče { $who }.
log-poison = Jed šipky působí na dobrodruha { $adventurer }.
log-no-heal-no-attack = Žádná příšera neútočila: družina se neléčí.
log-no-heal = Družina se toto kolo nemůže léčit.
log-party-heals = Družina se léčí o { $n }.
log-no-conquest = Družina toto kolo nedobývá a nedostává únavu.
log-fatigue = Únava: 1 zranění dostává { $adventurer }.
log-fatigue-finishes = Únava družinu dorazila: pole není dobyto.
log-tile-conquered = Družina dobývá pole hráče { $who }: { $pos }.
log-magic-key-gold = { card-magic-key }: ztrácí se 1 zlaťák.
log-magic-key-food = { card-magic-key }: ztrácí se 1 jídlo.
log-scored = { $who } má { $total } bodů (příšery { $monsters }, vězni { $prisoners }, místnosti { $rooms }, dobytá pole { $conquered }, nepříjemné dopisy { $dead_letters }, bodující místnosti { $scoring_rooms }, tituly { $titles }, Síň slávy { $hall_of_fame }).
log-underlord = Vládce podsvětí: { $who }.

## Panel záznamu: skupiny a filtry
log-filter-label = Co ukázat v záznamu
log-filter-all = Vše
log-filter-mine = Moje
log-filter-combat = Boj
log-group-start = Příprava
log-group-season = { $year }. rok · { $season }
log-group-phase = { $year }. rok · { $season } · { $phase }
log-group-combat = { $year }. rok · Boj
log-group-round = { $year }. rok · { $round }. kolo boje
amt-bait = { $n ->
    [one] { $n } zlaťák jako návnada
    [few] { $n } zlaťáky jako návnada
   *[other] { $n } zlaťáků jako návnada
}

## Důvody odmítnutí podle pravidla, které odmítnutý příkaz porušuje
rule-full-1 = vyberte dvě různé karty ze tří, které jste si vzali
rule-orders-2 = tato karta příkazu je v tomto období nedostupná
rule-orders-3 = vyberte 3 různé karty z ruky
rule-length-1 = tato hra dosáhla nejdelší délky, kterou server hraje
rule-takeback-1 = rozkazy ani plán boje nelze vzít zpět víc než 16krát za jedno rozhodnutí
rule-dummy2-3 = vyberte jednou jednu ze tří karet v ruce neutrálního hráče
rule-dungeon-5 = chodba potřebuje prázdné pole vedle vaší kobky, které nevytvoří čtverec 2×2, a volného impa
rule-act-mine-2 = každý horník potřebuje vlastní nedobytou chodbu a volného impa
rule-act-mon-2 = tato příšera není v nabídce nebo nemůžete zaplatit její cenu
rule-act-room-3 = místnost musí být z nabídky, na vaší nedobyté chodbě, ve své zóně a ne vedle jiné místnosti
rule-act-rep-5 = jen pole 1 a 3 dovolují prohlédnout si jednu ze 4 bojových karet ve městě
rule-exec-1 = akce se vyhodnocují místo po místu, pole po poli
rule-exec-3 = proveďte akci, kterou můžete zaplatit, nebo ji odmítněte
rule-prod-2 = výrobní místnost potřebuje dost volných impů nebo trollích žetonů, svou cenu a nevyužité použití v tomto období
rule-retrieve-2 = vezměte zpět svou první kartu příkazu nebo kartu, na které stojí váš služebník
rule-turn-4 = výroba a návrat příkazů jdou v pořadí tahu
rule-event-2 = událost se vyhodnocuje hráč po hráči
rule-event-payday-1 = zaplaťte celou mzdu, nebo příšeru propusťte
rule-event-tax-3 = zaplaťte 0 až celou daň, nejvýše tolik zlata, kolik máte
rule-event-special-2 = tuto volbu zvláštní událost nenabízí
rule-score-1 = hra skončila
rule-combat-1 = tento příkaz neodpovídá rozhodnutí, které v boji dlužíte
rule-combat-plan-2 = cílem musí být nedobyté pole nejblíže vchodu
rule-combat-plan-4 = na pole patří nejvýše 1 vaše karta pasti (v labyrintu 2) a 1 příšera na chodbě nebo v labyrintu, 2 v místnosti (duchů libovolně)
rule-combat-plan-5 = do boje lze poslat jen příšery v doupěti otočené lícem nahoru
rule-combat-plan-6 = past v místnosti potřebuje 1 zlaťák jako návnadu
rule-combat-plan-7 = dodatečnou cenu pasti musíte zaplatit už při plánování
rule-combat-plan-8 = plánuje se kolo boje: zvolte cíl, pasti a příšery, nebo plánování dokončete
rule-combat-battle-1 = probíhá bitva: odpovězte na její současný krok
rule-combat-end-4 = nejdřív osvoboďte běžného vězně, teprve potom paladina
rule-combat-trap-5 = vyberte jednu ze svých naplánovaných pastí
rule-trap-note-1 = zamiřte šipku na dobrodruha z družiny
rule-mon-ghost-1 = duch nikdy neútočí na prvního dobrodruha
rule-mon-vampire-1 = upír nikdy neútočí na kněze
rule-mon-troll-1 = nakrmení trolla potřebuje 1 jídlo, které není vyhrazené pro past
rule-combat-mon-2 = vyberte jeden z útoků na destičce příšery a povolený cíl
rule-combat-mon-3 = příšera poslaná do boje musí zaútočit, pokud může
rule-spell-5 = vyberte jednu ze svých příšer v této bitvě
rule-spell-7 = zaplaťte celou cenu příšery, nebo ji stáhněte

## Nepřítomní hráči: hodiny, převzetí, odkazy na místo, upozornění (seat.js, notify.js)
create-clock = Hodiny
create-clock-help = Čas, který má každý hráč na svá rozhodnutí. Když hráči dojde čas nebo je dlouho pryč, ostatní mohou jeho místo předat botovi.
clock-mode-none = Bez hodin
clock-mode-relaxed = Pohodové (15 min + 60 s za rozhodnutí)
clock-mode-normal = Normální (6 min + 30 s za rozhodnutí)
clock-mode-fast = Rychlé (2 min + 10 s za rozhodnutí)
clock-mode-turn-based-choice = Tahová hra (dny na rozhodnutí)
clock-mode-turn-based = Tahová hra ({ $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
} na rozhodnutí)
clock-days = { $d } d { $h } h
clock-label = Hodiny: { $clock }
seat-control-takeover = zatím hraje bot
seat-control-conceded = vzdal (hraje bot)
seat-timed-out = došel čas
seat-away = pryč
seat-votes = hlasy pro bota: { $n } z { $needed }
seat-vote-bot = Předat botovi
seat-reinvite = Pozvat znovu
seat-reinvite-title = Dát hráči nový odkaz na jeho místo (starý odkaz přestane platit)
seat-reinvite-help = Pošlete tento odkaz hráči { $name }; jeho starý odkaz už neplatí.
seat-bot-plays-yours = Vaše místo hraje bot.
seat-take-back = Převzít zpět
seat-continue-elsewhere = Pokračovat na jiném zařízení
seat-continue-help = Otevřete tento odkaz (nebo naskenujte kód) na druhém zařízení a hrajte tam za své místo. Nikomu ho nedávejte: je to vaše místo.
seat-concede = Vzdát se
seat-concede-confirm = Vzdát hru? Vaše místo dohraje bot.
seat-link-close = Zavřít
seat-qr-label = QR kód odkazu
seat-qr-missing = QR kód nelze zobrazit; použijte odkaz.
notify-toggle = Upozornit mě, když jsem na tahu (zvuk a oznámení)
notify-your-turn-title = Jste na tahu
notify-your-turn-body = V Dungeon Lords Online na vás čeká rozhodnutí.
error-code-bad-clock = Toto nastavení hodin není platné (tahová hra: 1 až 14 dní).
error-code-not-a-player = To mohou jen hráči u stolu.
error-code-not-playing = Hra neběží.
error-code-no-such-seat = Na tomto místě nesedí žádný hráč.
error-code-own-seat = O svém vlastním místě hlasovat nemůžete.
error-code-not-votable = Tomuto hráči nedošel čas a není pryč.
error-code-not-a-voter = Teď hlasovat nemůžete.
error-code-already-voted = Už jste hlasovali.
error-code-already-conceded = Už jste se vzdali.
error-code-lobby-moving = Hra se právě přesouvá na jiný server; zkuste to za chvíli znovu.
error-code-bad-email = Tato e-mailová adresa není platná.

## Replays: seat events (replay.js)
replay-seat-events = Co se dělo s místy hráčů
replay-seat-event = Krok { $step } · { $who }: { $what }
seat-event-timeout = došel čas
seat-event-takeover = místo převzal bot (hlasovali: { $voters })
seat-event-concede = vzdal(a); do konce hraje bot
seat-event-reclaim = se vrátil(a) a hraje znovu
seat-event-reinvite = dostal(a) od hostitele nový odkaz

## Keyboard (index.html)
skip-to-decision = Přejít k rozhodnutí (klávesa D)
