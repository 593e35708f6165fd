# Dungeon Lords Online — české texty.
# Slova hry jsou z českých pravidel (shared/seeds/001 a 000; Welcome to the Dungeon 002): jeden pojem,
# jedno slovo — viz locales/glossary.cs.md, které kontroluje tests/i18n.lang.test.mjs. Co pravidla
# netisknou, je označeno „# translated, not printed“. Čtenáři vykáme (slovesa v množném čísle, takže
# nehádáme rod). Jméno hráče stojí jen tam, kde čeština chce 1. pád: jako podmět, za dvojtečkou
# nebo za „než“. Každé číslo u počítaného slova má své tvary (1 zlaťák, 2 zlaťáky, 5 zlaťáků).

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
home-lobby-id-placeholder = kód herny nebo odkaz s pozvánkou
home-title = Zahrajte si Dungeon Lords s přáteli
home-intro = Založte hernu, pošlete odkaz s pozvánkou jednomu až třem přátelům, volná místa případně obsaďte boty a začněte. Kdo má odkaz, může se i dívat.
home-create = Založit hernu
home-open = Otevřít
home-open-lobbies = Otevřené veřejné herny
home-no-lobbies = Teď tu není žádná otevřená veřejná herna.
lobbies-name = Název
lobbies-game = Hra
lobbies-seats = Místa
lobbies-join = Přidat se
lobbies-watch = Dívat se
lobby-hosts-game = Herna: { $host }

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
create-rules-help = První hra: 2 zablokované příkazy se vylosují, nevybíráte si je; nejsou zvláštní události; Najímání příšer jako první příkaz nestojí zlaťák navíc a zlem lze platit i za hranicí absolutního Zla. Doporučeno pro nové hráče.
create-special-events = Zvláštní události
create-special-events-help = Jen v plné hře: každý rok jedna zvláštní událost na destičce Zvláštní události.
create-simultaneous = Souběžné plánování
create-simultaneous-help = Výrobu, braní karet příkazů zpět a plánování boje zadávají všichni najednou (každý vidí jen svůj návrh, dokud nejsou hotovi všichni), ne jeden po druhém v pořadí tahů. S hráči, kteří hru znají, je to rychlejší; podle pravidel se hraje v pořadí tahů.
create-first-hero = První hrdina
create-forced-opening = Povinný začátek
create-forced-opening-help = V prvním kole si každý hráč musí ve svém prvním tahu dobrat nestvůru a přidat ji do podzemí.
create-forced-every = …v každém kole
create-forced-every-help = Povinný začátek platí v každém kole, nejen v prvním.
create-three-wins = Tři vítězství
create-three-wins-help = Vítězí tři úspěšné výpravy a ve hře je všech 8 karet vítězství.
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
games-none = Zatím tu není žádná dohraná hra.
replay-loading = Načítám záznam…
replay-error = Záznam { $id }: { $message }
replay-title = Záznam hry
replay-first = na začátek
replay-back = zpět (←)
replay-forward = dál (→)
replay-last = na konec
replay-everything = vše
replay-as-seen-by = hráč: { $who }
replay-log-everything = Záznam událostí (vše)
replay-only = jen { $who }
replay-year = { $n }. rok
replay-round = { $n }. kolo
replay-step = Krok { $n }
replay-place = Krok { $step }/{ $n }: { $place }
replay-play = Přehrát
replay-pause = Pozastavit
replay-speed = Rychlost
replay-speed-option = ×{ $n }
replay-jump = Přejít na
replay-viewer = Pohled
replay-viewer-spectator = divák
replay-copy-link = Zkopírovat odkaz na tento krok
replay-slider = Krok záznamu
replay-step-link = Odkaz na tento krok
replay-log = Záznam událostí
replay-imported = importováno
replay-running = Hra ještě běží: toto zatím viděli diváci.
replay-export-record = Stáhnout záznam hry (JSON)
replay-export-log = Stáhnout záznam událostí (text)
replay-so-far = Záznam dosavadního průběhu
games-import = Importovat záznam hry
games-import-hint = Soubor JSON stažený ze záznamu hry na tomto nebo jiném serveru stejné verze.
games-import-not-json = Tento soubor není JSON.
games-import-choose = Vybrat soubor se záznamem…

## Lobby, seats, connection

lobby = Herna
lobby-of = Herna: { $host }
lobby-closed = Zakladatel tuto hernu zavřel.
lobby-incompatible = Tuto uloženou hru vytvořila jiná verze herního jádra; pokračovat v ní nelze.
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
seat-kept-until = místo drženo do { $time }
seat-n = Místo { $n }
player-n = Hráč { $n }
tag-you = vy
tag-bot = bot
tag-bot-level = bot · { $level ->
    [easy] lehký
    [hard] těžký
   *[normal] střední
}
bot-level-title = Jak dobře bude hrát příští bot
bot-level-option = { $level ->
    [easy] Lehký bot
    [hard] Těžký bot
   *[normal] Střední bot
}
# A server bot's name at the table, from its number and level (protocol: the seat's `bot`).
bot-name = Bot { $n } ({ $level ->
    [easy] lehký
    [hard] těžký
   *[normal] střední
})
online = připojeno
offline = nepřipojeno
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
upgrade-pending = Je připravena nová verze hry. Stránka se sama znovu načte, jakmile odešlete své rozhodnutí; vaše místo u stolu zůstane.
conn-retrying = Odpojeno — připojuji se znovu ({ $attempt }. pokus)…

## Errors (codes from protocol/README.md)

refused = odmítnuto
server-error = Server: { $message }
error-enter-name = Zadejte prosím své jméno.
error-not-connected = nejste připojeni: tah nebyl odeslán; zkuste to znovu po připojení
error-unreachable = server není dostupný: { $message }
error-bad-token = Váš klíč k místu nebyl přijat; díváte se jako divák.
error-seat-lost = Místo už nepatří vám ({ $reason }); díváte se jako divák.
error-rule-violation = nedovoleno: { $message }
error-code-bad-json = Server požadavku nerozuměl (chybný JSON).
error-code-bad-id = To není platný kód herny ani hry.
error-code-not-found = Taková herna ani hra neexistuje.
error-code-unknown-scenario = Takový cvičný dungeon neexistuje.
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
error-code-incompatible = V této uložené hře tato verze serveru pokračovat nemůže.
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
error-code-too-many-spectators = Na tuto hru se už dívá tolik diváků, kolik je dovoleno; zkuste to později.
error-code-not-websocket = Spojení se hrou musí být WebSocket.
error-code-not-your-turn = Nejste na tahu.
error-code-malformed = Tah byl chybně zapsaný.
error-code-game-over = Hra skončila.

## Prompt panel

prompt-your-decision = Vaše rozhodnutí
prompt-game-over = Hra skončila.
# Followed by the players' names, which stay in the nominative.
prompt-waiting-for = Čeká se na hráče:
prompt-waiting = Čeká se…
prompt-refused = Odmítnuto:
prompt-choose-one = Vyberte jednu možnost:
prompt-all-choices = { $n ->
    [one] { $n } možnost jako tlačítko
    [few] Všechny { $n } možnosti jako tlačítka
   *[other] Všech { $n } možností jako tlačítka
}
dismiss = zavřít
cancel = zrušit
decision-initial-orders = za­blo­ko­va­né příkazy
decision-orders = příkazy
decision-execute = pro­ve­de­ní příkazů
decision-production = výroba
decision-payday = výplatní den
decision-taxes = daně
decision-special-event = zvláštní událost
decision-combat = boj
decision-finished = konec hry
prompt-initial-orders = Vyberte dvě ze tří vylosovaných karet příkazů; budou zablokované.
prompt-orders = Vyberte svůj { $n }. příkaz ze 3.
prompt-dummy-order = Vyberte příkaz za nehrajícího hráče.
prompt-execute-choose = { $action }, pole { $n }: akci proveďte, nebo ji nevyužijte.
prompt-execute-dig = { $action }, pole { $n }: vykopejte další chodbu, nebo skončete.
prompt-execute-mine = { $action }, pole { $n }: těžte v další chodbě, nebo skončete.
prompt-execute-discard = { $action }, pole { $n }: odhoďte jednu kartu pasti.
prompt-production = Využijte své výrobní místnosti a pak si vezměte zpět kartu příkazu.
prompt-payday = Výplatní den: zaplaťte příšeře { $monster }, nebo ji propusťte.
prompt-taxes = Daně: musíte zaplatit { $tax ->
    [one] { $tax } zlaťák
    [few] { $tax } zlaťáky
   *[other] { $tax } zlaťáků
} a máte { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
}. { $letters ->
    [0] Zaplatíte je celé.
    [one] Za 1 zlaťák, který nemáte, dostanete 1 nepříjemný dopis.
    [few] Za { $letters } zlaťáky, které nemáte, dostanete { $letters } nepříjemné dopisy.
   *[other] Za { $letters } zlaťáků, které nemáte, dostanete { $letters } nepříjemných dopisů.
}
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
hint-choose-inaccessible = Klikněte na dvě zvýrazněné karty příkazů, které budou zablokované (nebo použijte tlačítko níže).
hint-choose-order = Klikněte na zvýrazněnou kartu příkazu v ruce; položí se na další volné místo pro příkazy.
hint-dig = Klikněte na zvýrazněné pole svého dungeonu a vykopejte tam chodbu.
hint-mine = Klikněte na zvýrazněnou chodbu a pošlete tam impa těžit zlato.
hint-build = Klikněte na místnost v Obchodě a pak na zvýrazněnou chodbu.
hint-hire = Klikněte na příšeru v Hospodě a najměte ji.
hint-use-room = Klikněte na zvýrazněnou místnost ve svém dungeonu a využijte ji, nebo na zahranou kartu příkazu a vezměte si ji zpět.
hint-perform-and-spy = Klikněte na bojovou kartu lícem dolů ve Městě a prohlédněte si ji.

## Command labels

pos = řada { $row }, sloupec { $col }
cmd-room = místnost
cmd-command = tah
cmd-the-illusion = iluze
cmd-extra-pay-trap = odhodit past { $trap }
cmd-extra-feed = démon sežere příšeru { $monster }
cmd-choose-inaccessible = Zablokovat: { $actions }
cmd-choose-order = Příkaz: { $action }
cmd-choose-dummy-order = Příkaz nehrajícího hráče: { $action }
cmd-clear-orders = Vzít zpět dosud vybrané příkazy
cmd-perform = Provést
cmd-perform-action = Provést: { $action }
cmd-perform-and-spy = Provést a prohlédnout si { $n }. bojovou kartu
cmd-decline = Nevyužít (služebník se postaví na kartu příkazu)
cmd-dig = Vykopat chodbu: { $pos }
cmd-mine = Těžit zlato: { $pos }
cmd-stop-work = Skončit
cmd-discard-trap = Odhodit past: { $trap }
cmd-hire = Najmout: { $monster }
cmd-build = Postavit místnost { $room }: { $pos }
cmd-use-room = Využít místnost { $room } ({ $pos })
cmd-use-room-trolls = s { $n ->
    [one] { $n } trollem
    [few] { $n } trolly
   *[other] { $n } trolly
}
cmd-use-room-dig = kopat: { $pos }
cmd-retrieve = Vzít zpět kartu příkazu { $action } (konec výroby)
cmd-pay-monster = Zaplatit: { $monster }
cmd-release-monster = Propustit: { $monster } (+1 zlo)
cmd-pay-tax = Zaplatit na daních { $n ->
    [one] { $n } zlaťák
    [few] { $n } zlaťáky
   *[other] { $n } zlaťáků
}
cmd-sacrifice-monster = Odhodit příšeru: { $monster }
cmd-accept-evil = Raději získat 3 zla
cmd-pay-strike = Zaplatit 1 jídlo za příšeru { $monster }
cmd-let-strike = Nechat příšeru { $monster } stávkovat
cmd-pay-vip = Zaplatit 1 zlaťák a ztratit 1 zlo
cmd-skip-vip = Neplatit
cmd-collapse = Zřítit pole: { $pos }
cmd-choose-target = Družina zaútočí na pole: { $pos }
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
attack-fed = nakrmená (1 jídlo, silnější útok)
attack-each = útok na všechny
attack-glue = zaslizit družinu
attack-any = útok na kohokoli
attack-flee = kousnout a uletět
attack-hits = první zásah
attack-second-hit = druhý zásah
attack-idle = bez útoku

## Dungeon Lords board

year-n = { $n }. rok
season-winter = Zima
season-spring = Jaro
season-summer = Léto
season-autumn = Podzim
phase-initial-orders = Za­blo­ko­va­né příkazy
phase-orders = Příkazy
phase-execute = Pro­ve­de­ní příkazů
phase-production = Výroba
phase-payday = Výplatní den
phase-taxes = Daně
phase-special-event = Zvláštní událost
phase-combat = Boj
phase-finished = Konec hry
resolving-slot = { $action }, pole { $n }
turn-order = Pořadí tahů:
evilometer = Stupnice zla
evm-paladin = Pole 10: pole paladina
evm-absolute = Pole 15: hranice absolutního Zla
evm-start = Pole 5: startovní pole
evm-space = Pole { $n }
tip-evil-of = { $who }: zlo { $n }
dummy = Nehrající hráč
dummy-n = Nehrající hráč { $n }
dummy-handled-by = ovládá
dummy-deck = v balíčku { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
}
dummy-picked = (už je vybráno)
tip-slots-reverse = Pole se vyhodnocují v pořadí 3, 2, 1
tip-slot-taken = { $who } na poli { $n }
tip-slot-free = Pole { $n }: volné
slot-pay = cena { $cost } → { $gains }
slot-free = zdarma: { $gains }
dl-inn = Hospoda
dl-shop = Obchod
dl-next-adventurers = Hrdinové příštího období
dl-event-tiles = Destičky událostí
dl-city = Město (bojové karty)
dl-stacks = Hromádky
dl-stacks-counts = Příšery { $monsters } · Místnosti { $rooms } · Hrdinové { $adventurers } · Pasti { $traps } (odhozené { $discard })
dl-distant-lands = Vzdálené kraje:
dl-other = Ostatní
dl-dummies = Nehrající barvy
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
paladin-hunting = cíl: { $who }
paladin-prison = ve vězení: { $who }
paladin-gone = pryč
tip-event-face-down = Destička události ({ $season }), lícem dolů
tip-combat-face-down = { $n }. kolo boje, lícem dolů
badge-round = { $n }. kolo
badge-round-spied = { $n }. kolo · prohlédnuto
# Colours of the player boards ("barva" is feminine).
colour-0 = červená
colour-1 = modrá
colour-2 = zelená
colour-3 = žlutá
tag-first = ☺ začíná
tip-starting-player = Začínající hráč
tag-deciding = rozhoduje se…
res-evil = Zlo
res-food = Jídlo
res-gold = Zlato
res-imps = Impové
res-trolls = Trollové
res-minions = Slu­žeb­ní­ci
res-foreman = Předák
res-dead-letters = Ne­pří­jem­né dopisy
tip-res-evil = Pole na Stupnici zla
tip-res-food = { $n ->
    [one] { $n } jídlo ve spižírně
    [few] { $n } jídla ve spižírně
   *[other] { $n } jídel ve spižírně
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
}; v tomto období v práci: { $busy }
tip-res-trolls = Žetony trollů: volné/všechny
tip-res-minions = Služebníci v kanceláři
tip-res-foreman = U vchodu stojí předák
tip-res-dead-letters = Nepříjemné dopisy (každý −3 body)
badge-inaccessible-q = zablokovat?
tip-inaccessible-season = V tomto období zablokovaná
tip-inaccessible = Zablokovaná
badge-secret = #{ $n } · tajné
tip-own-secret = Vybráno, lícem dolů: víte to jen vy
order-chosen = vybráno
badge-hidden = skrytá
tip-minion-on-card = Na kartě stojí služebník
n-chosen = vybráno { $n }/3
badge-knocked-out = zneškodněno
badge-on-strike = stávkuje
tip-trap-back = Karta pasti (lícem dolů)
badge-hp = ❤ { $left }/{ $hp }
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
used-n = využito { $n }×
badge-revealed = odkrytá
badge-your-pick = vaše volba
badge-option = možnost

## Combat

combat-round = Boj — { $n }. kolo { $of ->
    [1] z 1
   *[other] ze { $of }
}
stage-planning = plánování
stage-battle = bitva
step-trap = Použití pasti
step-fast-spell = Rychlé kouzlo
step-monsters = Útok příšer
step-slow-spell = Pomalé kouzlo
step-heal = Léčení
step-conquest = Dobývání
step-end-of-battle = Konec bitvy
step-over = Bitva skončila
badge-fatigue = při dobývání: { $n }
badge-not-revealed = skrytá
tip-combat-card-hidden = Bojová karta tohoto kola, lícem dolů až do odkrytí
# Between the battle step and the player's name: "Útok příšer · dungeon: Marek — cíl: …".
battle-in = · dungeon:
battle-target = — cíl: { $pos }
battle-traps-left = { $n ->
    [one] lícem dolů ještě { $n } past
    [few] lícem dolů ještě { $n } pasti
   *[other] lícem dolů ještě { $n } pastí
}
battle-spells = kouzla:
battle-no-conquest = bez dobývání
battle-no-healing = bez léčení
battle-no-spell = bez kouzel
battle-to-attack = Ještě zaútočí:
battle-aiming = Míří:
battle-second-hit = Ještě dluží druhý zásah:
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
score-rooms = Míst­nos­ti
score-conquered = Dobytá pole
score-dead-letters = Ne­pří­jem­né dopisy
score-scoring-rooms = Pres­tiž­ní míst­nos­ti
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
face-year = { $n }. rok
face-hp = životy: { $left }/{ $hp }
face-strength = síla { $n }
face-disarm = ruší zranění z pastí: { $n }
face-heal = léčení: { $n }
face-magic = magická síla { $n }
face-fast = rychlé kouzlo
face-slow = pomalé kouzlo
face-fatigue = zranění při dobývání: { $n }
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
    [one] Všechna místa jsou obsazena; 1 hráč teď není připojený.
    [few] Všechna místa jsou obsazena; { $n } hráči teď nejsou připojení.
   *[other] Všechna místa jsou obsazena; { $n } hráčů teď není připojeno.
}
start-ready = Všechna místa jsou obsazena: můžete začít.
help-what-now = Co se teď děje: { $phase }
help-phase-initial-orders = Každý hráč odloží 2 karty příkazů na pole zablokovaných příkazů: v tomto období je nezahraje. Zbylých 6 karet máte v ruce.
help-phase-orders = Všichni tajně vyberou 3 karty příkazů v pořadí, v jakém se odkryjí. Dřívější příkazy dostanou lepší pole, pozdější pole ale stojí víc.
help-phase-execute = Akce se vyhodnocují jedna po druhé, pole 1, 2, 3 (Najímání příšer a Stavbu místností v pořadí 3, 2, 1). U každého pole je vidět, co stojí a co dává.
help-phase-production = Pošlete volné impy do výrobních místností, pak si vezměte zpět jednu zahranou kartu příkazu (zbylé dvě budou v příštím období zablokované).
help-phase-payday = Zaplaťte každé příšeře cenu z její karty, nebo ji propusťte (+1 zlo).
help-phase-taxes = Zaplaťte 1 zlaťák za každá 2 pole dungeonu; za každý zlaťák, který nezaplatíte, dostanete nepříjemný dopis (na konci −3 body).
help-phase-special-event = Projeví se zvláštní událost roku; rozhoduje se v pořadí tahů.
help-phase-combat = Hrdinové útočí na váš dungeon, v každém kole na jedno pole, nejvýše 4 kola: naplánujte pasti a příšery a pak se vyhodnotí bitva.
help-phase-finished = Hra skončila: body za příšery, místnosti, vězně a tituly, minus dobytá pole a nepříjemné dopisy.
results-winner = Vítězí { $name }!
results-winners = Dělené vítězství: { $names }
results-you-won = Gratulujeme, vyhráli jste!
results-rematch = Odveta se stejnými hráči
results-join-rematch = Zasednout na své místo v odvetě
results-rematch-offer = { $name } nabízí odvetu se stejnými hráči.
results-seat-kept = Vaše místo je tam drženo do { $time }.
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
confirm-tax = Zaplatíte { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
} a dostanete { $n ->
    [one] { $n } nepříjemný dopis
    [few] { $n } nepříjemné dopisy
   *[other] { $n } nepříjemných dopisů
} (na konci −3 body za každý). Zaplatit takto?
confirm-end-production = Některá místnost by v tomto období ještě mohla vyrábět. Ukončit výrobu teď?
confirm-release = Tuto příšeru byste mohli zaplatit. Přesto ji propustit (+1 zlo)?
confirm-generic = Opravdu?
confirm-do = Ano: { $what }
dl-action-spaces = Akce
banner-game-over = Hra skončila
banner-year = Začíná { $n }. rok
banner-combat-round = Boj — { $n }. kolo
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
    [first] { $n } zranění prvnímu hrdinovi
    [each] { $n } zranění každému hrdinovi
   *[any] { $n } zranění komukoli
}
ct-follow-up = vyřadí-li ho, ještě { $n } zranění dalšímu
ct-monster-no-conquest = družina v tomto kole nedobývá
ct-monster-returns-face-up = vrací se lícem nahoru (lze ji znovu použít)
ct-monster-no-healing = družina v této bitvě vynechá léčení
ct-ability-cannot-attack-first = nesmí útočit na prvního hrdinu
ct-ability-troll-token = dává žeton trolla, který ve výrobních místnostech nahradí impa
ct-ability-cannot-attack-priests = nesmí útočit na kněze
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
ct-defence-limits = až { $traps ->
    [one] { $traps } past
    [few] { $traps } pasti
   *[other] { $traps } pastí
} (bez návnady) a { $monsters ->
    [one] { $monsters } příšera
    [few] { $monsters } příšery
   *[other] { $monsters } příšer
}
ct-no-spells = družina tu nesesílá kouzla
ct-points-per-monster = { $n ->
    [one] { $n } bod
    [few] { $n } body
   *[other] { $n } bodů
} za každou kartu: { $monsters }
ct-points-per-title = { $four ->
    [one] { $four } bod
    [few] { $four } body
   *[other] { $four } bodů
} za každý titul, který máte sami ({ $fewer ->
    [one] { $fewer } bod
    [few] { $fewer } body
   *[other] { $fewer } bodů
} ve hře 2 nebo 3 hráčů)
ct-trap-damage = { $target ->
    [first] { $n } zranění prvnímu hrdinovi
    [second] { $n } zranění druhému hrdinovi
    [last] { $n } zranění poslednímu hrdinovi
    [each] { $n } zranění každému hrdinovi
    [each_but_first] { $n } zranění každému hrdinovi kromě prvního
   *[chosen] { $n } zranění hrdinovi podle vaší volby
}
ct-trap-damage-hp = { $target ->
    [first] první hrdina dostane tolik zranění, kolik má životů
   *[other] hrdina dostane tolik zranění, kolik má životů
}
ct-trap-poisoned-dart = po léčení ještě { $n } zranění
ct-trap-no-conquest = družina v tomto kole nedobývá
ct-trap-anti-magic-dart = zasažený čaroděj nesešle kouzlo
ct-year-2 = Ve 2. roce: { $what }
ct-adventurer = { $year }. rok, { $hp ->
    [one] { $hp } život
    [few] { $hp } životy
   *[other] { $hp } životů
}, síla { $strength }
ct-class-warrior = Bojovník: stojí v čele družiny a schytává rány
ct-class-thief = Zloděj: ruší zranění z pastí
ct-class-priest = Kněz: po bitvě léčí družinu
ct-class-wizard = Čaroděj: sesílá kouzla z bojové karty
ct-paladin = { $year }. rok, { $hp ->
    [one] { $hp } život
    [few] { $hp } životy
   *[other] { $hp } životů
}; ruší zranění z pastí: { $disarm }, léčení: { $heal }, magická síla { $magic }
ct-spell-fast = Rychlé kouzlo (před útokem příšer), zranění při dobývání: { $fatigue }, { $year }. rok
ct-spell-slow = Pomalé kouzlo (po útoku příšer), zranění při dobývání: { $fatigue }, { $year }. rok
ct-spell-invisibility = družina proklouzne: v tomto kole na ni žádná příšera nezaútočí
ct-spell-absorb-damage = z každého útoku pohltí { $n } zranění
ct-spell-no-effect = na bitvu nemá vliv
ct-spell-lose-first-available = ztratíte první z tohoto seznamu, co máte: { $resources }
ct-spell-lose-imps = ztratíte { $n ->
    [one] { $n } impa
    [few] { $n } impy
   *[other] { $n } impů
}
ct-spell-pay-cost-or-withdraw-each = za každou příšeru znovu zaplaťte, nebo ji stáhněte
ct-spell-withdraw-all-or-gain-evil = stáhněte všechny příšery, nebo získejte { $evil ->
    [one] { $evil } zlo
    [few] { $evil } zla
   *[other] { $evil } zel
}
ct-spell-gain-evil = získáte { $n ->
    [one] { $n } zlo
    [few] { $n } zla
   *[other] { $n } zel
}
ct-spell-illusion = do čela družiny se postaví iluze s { $hit-points ->
    [one] { $hit-points } životem
    [few] { $hit-points } životy
   *[other] { $hit-points } životy
}
ct-spell-heal-each = každému hrdinovi vyléčí { $n } zranění
ct-spell-create-food = každý hrdina získá { $extra-hit-points ->
    [one] { $extra-hit-points } život navíc
    [few] { $extra-hit-points } životy navíc
   *[other] { $extra-hit-points } životů navíc
}
ct-spell-protect-from-monsters = { $classes }{ $paladin ->
    [yes] {" "}a paladin
   *[no] {""}
}: od příšer o { $n } zranění méně
ct-spell-lose-first-available-on-conquest = je-li pole dobyto, ztratíte první z tohoto seznamu, co máte: { $resources }
ct-spell-blind-rage = hrdinové útočí naslepo
ct-spell-weaken-chosen-monster = příšera podle vaší volby způsobí o { $n } zranění méně
ct-spell-metamorphosis = promění jednu z vašich příšer
ct-spell-dimensional-gate = pošle příšeru pryč branou
ct-event-payday = zaplaťte každé příšeře, nebo ji propusťte (+{ $release-evil ->
    [one] { $release-evil } zlo
    [few] { $release-evil } zla
   *[other] { $release-evil } zel
})
ct-event-taxes = 1 zlaťák za { $tiles-per-gold ->
    [one] každé pole
    [few] každá { $tiles-per-gold } pole
   *[other] každých { $tiles-per-gold } polí
} dungeonu; za každý nezaplacený zlaťák { $dead-letters-per-unpaid-gold ->
    [one] { $dead-letters-per-unpaid-gold } nepříjemný dopis
    [few] { $dead-letters-per-unpaid-gold } nepříjemné dopisy
   *[other] { $dead-letters-per-unpaid-gold } nepříjemných dopisů
}
ct-event-special-event = koná se zvláštní událost roku
ct-event-discard-monster-or-gain-evil = odhoďte příšeru, nebo získejte { $evil ->
    [one] { $evil } zlo
    [few] { $evil } zla
   *[other] { $evil } zel
}
ct-event-pay-food-per-monster-or-strike = za každou příšeru zaplaťte { $food ->
    [one] { $food } jídlo
    [few] { $food } jídla
   *[other] { $food } jídel
}, jinak stávkuje
ct-event-lose-gold-fraction = ztratíte 1/{ $divisor } svého zlata
ct-event-may-pay-gold-to-lose-evil = můžete zaplatit { $gold ->
    [one] { $gold } zlaťák
    [few] { $gold } zlaťáky
   *[other] { $gold } zlaťáků
} a ztratit { $evil ->
    [one] { $evil } zlo
    [few] { $evil } zla
   *[other] { $evil } zel
}
ct-event-collapse-tiles = zřítí se { $count ->
    [one] { $count } pole
    [few] { $count } pole
   *[other] { $count } polí
} vašeho dungeonu
ct-title-most-evil = nejvýš na Stupnici zla
ct-title-most-rooms = nejvíc místností (počítají se i dobyté)
ct-title-most-tunnels = nejvíc chodeb (počítají se i dobyté)
ct-title-most-monsters = nejvíc příšer
ct-title-most-imps = nejvíc impů
ct-title-most-riches = největší poklad: zlato, jídlo a nepoužité pasti
ct-title-fewest-conquered-tiles = nejméně dobytých polí
ct-gain-spy = prohlédnout si { $n ->
    [one] { $n } bojovou kartu
    [few] { $n } bojové karty
   *[other] { $n } bojových karet
}
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
action-build-room = Stavba míst­nos­tí
card-goblin = Goblin
card-slime = Sliz
card-ghost = Duch
card-troll = Troll
card-witch = Ča­ro­děj­ni­ce
card-vampire = Upír
card-golem = Golem
card-dragon = Drak
card-demon = Démon
card-chicken-coop = Drů­be­žár­na
card-mushroom-bed = Houbová plantáž
card-souvenir-shop = Výrobna suvenýrů
card-mint = Pe­ně­zo­ka­zec­ká dílna
card-workshop = Dílna
card-tool-shed = Sklad nářadí
card-printing-press = Tis­kař­ský lis
card-magic-room = Magická místnost
card-training-room = Cvičiště
card-dark-room = Temná místnost
card-labyrinth = Labyrint
card-anti-magic-room = An­ti­ma­gic­ká místnost
card-cafeteria = Jídelna
card-chapel = Kaple
card-pandemonium = Pan­de­mo­ni­um
card-hall-of-fame = Síň slávy
card-rolling-stone = Valící se balvan
card-pendulum = Kyvadlo
card-trap-door = Propadlo
card-wall-of-fire = Ohnivá stěna
card-poisoned-dart = Otrávená šipka
card-anti-magic-dart = An­ti­ma­gic­ká šipka
card-cursed-ring = Prokletý prsten
card-poisoned-meal = Otrávená hostina
# translated, not printed
card-kamikaze-imp = Imp ka­mi­kad­ze
card-warrior = Bojovník
card-thief = Zloděj
card-priest = Kněz
card-wizard = Čaroděj
card-paladin = Paladin
# translated, not printed
card-illusion = Iluze
# translated, not printed
card-invisibility = Ne­vi­di­tel­nost
# translated, not printed
card-magic-shield = Magický štít
# translated, not printed
card-fireball = Ohnivá koule
# translated, not printed
card-detect-treasure = Odhalení pokladu
# translated, not printed
card-fist-of-justice = Pěst spra­ve­dl­nos­ti
card-suggestion = Sugesce
# translated, not printed
card-word-of-peace = Slovo míru
# translated, not printed
card-detect-evil = Odhalení zla
# translated, not printed
card-graffiti = Graffiti
# translated, not printed
card-regeneration = Re­ge­ne­ra­ce
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
card-metamorphosis = Me­ta­mor­fó­za
# translated, not printed
card-dimensional-gate = Di­men­zi­o­nál­ní brána
card-payday = Výplatní den
card-taxes = Daně
card-special-event = Zvláštní událost
# translated, not printed
card-witch-hunt = Hon na ča­ro­děj­ni­ce
# translated, not printed
card-monster-strike = Stávka příšer
# translated, not printed
card-ministry-levy = Mi­nis­ter­ský poplatek
# translated, not printed
card-vip-visit = Návštěva VIP
# translated, not printed
card-earthquake = Ze­mětře­se­ní
card-lord-of-dark-deeds = Pán zla
card-lord-of-halls = Pán síní
card-lord-of-tunnels = Pán tunelů
card-lord-of-monsters = Pán nestvůr
card-lord-of-imps = Pán slu­žeb­nic­tva
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
wt-tile-dragon-lance-text = Zabij draka.
wt-tile-holy-grail = Svatý grál
wt-tile-holy-grail-text = Zabíjí nestvůry, jejichž hodnota síly je sudé číslo.
wt-tile-torch = Pochodeň
wt-tile-torch-text = Zabíjí nestvůry se silou 3 a méně.
wt-tile-scale-armour = Šupinová zbroj
wt-tile-scale-armour-text = Počet životů +4
wt-tile-barbarian-shield = Bar­bar­ský štít
wt-tile-barbarian-shield-text = Počet životů +3
wt-tile-war-hammer = Válečné kladivo
wt-tile-war-hammer-text = Zabíjí golemy.
wt-tile-magic-axe = Magická sekera
wt-tile-magic-axe-text = Zabij libovolnou nestvůru, jejíž kartu jsi právě otočil (1× za kolo).
wt-tile-resurrection-potion = Lektvar vzkří­še­ní
wt-tile-resurrection-potion-text = Pokud zemřeš, vstaň z mrtvých s počtem životů hrdiny (1× za kolo).
wt-tile-fire-wall = Ohnivá stěna
wt-tile-fire-wall-text = Počet životů +6
# translated, not printed
wt-tile-bracelet-of-protection = Náramek ochrany
wt-tile-bracelet-of-protection-text = Počet životů +3
wt-tile-omnipotence = Vše­moc­nost
wt-tile-omnipotence-text = Jsou-li všechny nestvůry v podzemí různého typu, výprava uspěje.
wt-tile-demon-pact = Smlouva s démonem
wt-tile-demon-pact-text = Zabíjí démona a nestvůru po něm.
wt-tile-polymorph = Proměna
wt-tile-polymorph-text = Odstraň právě otočenou nestvůru a nahraď ji jinou z balíčku (1× za kolo).
# translated, not printed
wt-tile-mithril-armour = Mi­thri­lo­vá zbroj
wt-tile-mithril-armour-text = Počet životů +5
# translated, not printed
wt-tile-buckler = Puklíř
wt-tile-buckler-text = Počet životů +3
wt-tile-ring-of-power = Prsten moci
wt-tile-ring-of-power-text = Zabíjí nestvůry se silou 2 a méně. Přidej si jejich sílu ke svým životům.
# translated, not printed
wt-tile-invisibility-cloak = Plášť ne­vi­di­tel­nos­ti
wt-tile-invisibility-cloak-text = Zabíjí nestvůry se silou 6 a více.
wt-tile-magic-dagger = Magická dýka
wt-tile-magic-dagger-text = Zabij nestvůru, kterou sis vybral před vstupem do podzemí.
wt-decision-name-type = výběr typu nestvůry
wt-decision-polymorph = Proměna
wt-decision-axe = Magická sekera
wt-prompt-draw-or-pass = Doberte si nestvůru, nebo pasujte.
wt-prompt-add-or-sacrifice = Přidejte nestvůru do podzemí, nebo s ní odstraňte hrdinovi část výzbroje.
wt-prompt-name-type = Vyberte typ nestvůry pro svou magickou zbraň.
wt-prompt-polymorph = Použít Proměnu na právě otočenou nestvůru?
wt-prompt-axe = Použít Magickou sekeru na právě otočenou nestvůru?
wt-prompt-choose-hero = Vyberte hrdinu pro další kolo.
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
wt-out-defeated-by-tile = zabita výzbrojí { $tile }
wt-out-defeated-by-axe = zabita Magickou sekerou
wt-out-defeated-by-pact = zabita díky Smlouvě s démonem
wt-out-damage = { $n ->
    [one] bere { $n } život
    [few] bere { $n } životy
   *[other] bere { $n } životů
}
wt-out-after-death = hrdina už je mrtvý
wt-out-ring = Prsten moci: +{ $n ->
    [one] { $n } život
    [few] { $n } životy
   *[other] { $n } životů
}
wt-out-potion = Lektvar vzkříšení: životy zpět na { $n }
wt-your-turn = Jste na tahu
wt-turn-of = Na tahu: { $who }
wt-status-add-or-sacrifice = přidejte nestvůru, nebo odstraňte část výzbroje
wt-status-looking = prohlíží si nestvůru
wt-status-draw-or-pass = dobrat si, nebo pasovat
wt-forced-opening-tag = povinný začátek: dobrat si a přidat
wt-status-raid = Výprava: do podzemí vstupuje { $who }
wt-deciding = rozhoduje se: { $what }
wt-you-choose-hero = Dalšího hrdinu vybíráte vy
wt-chooses-hero = Dalšího hrdinu vybírá { $who }
wt-you-start-next = další kolo začínáte vy
wt-starts-next = další kolo začíná { $who }
wt-game-over-you-win = Konec hry — vyhráli jste!
wt-game-over-wins = Konec hry — vítězí { $who }!
wt-round-n = { $n }. kolo
wt-target = k vítězství { $n ->
    [one] { $n } úspěšná výprava
    [few] { $n } úspěšné výpravy
   *[other] { $n } úspěšných výprav
} · { $left ->
    [one] zbývá { $left } karta vítězství
    [few] zbývají { $left } karty vítězství
   *[other] zbývá { $left } karet vítězství
}
wt-you-win-game = Vyhráli jste hru!
wt-wins-game = Hru vyhrává { $who }
wt-raids-after-rounds = { $n ->
    [one] { $n } úspěšná výprava
    [few] { $n } úspěšné výpravy
   *[other] { $n } úspěšných výprav
} po { $rounds ->
    [one] { $rounds } kole
    [few] { $rounds } kolech
   *[other] { $rounds } kolech
}
wt-eliminated-list = mimo hru:
wt-choose-hero-title = Vyberte hrdinu pro další kolo
wt-is-choosing-hero = { $who } vybírá dalšího hrdinu…
wt-printed-hp = životy z karty hrdiny
wt-hp-now-tip = S kolika životy by hrdina teď vstoupil do podzemí
wt-hp-printed-plus = z karty { $printed } + { $tiles } z výzbroje
wt-tiles-on-hero = výzbroj ještě u hrdiny: { $n }/{ $total }
wt-click-to-sacrifice = Kliknutím odstraníte tuto část výzbroje spolu se svou nestvůrou.
wt-hp-bonus = Počet životů +{ $n }
wt-once-per-round = 1× za kolo
wt-sacrificed-by = kdo odstranil:
wt-used-up = v této výpravě použito
wt-sacrifice = Odstranit
wt-deck = Balíček nestvůr
wt-draw-tip = Dobrat si vrchní kartu nestvůry
wt-n-cards = { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
}
wt-your-monster = Vaše nestvůra
wt-or-sacrifice = nebo klikněte na zvýrazněnou část výzbroje a odstraňte ji spolu s touto nestvůrou
wt-holds = { $who } drží
wt-held-tip = nestvůra, kterou vidí jen ten, kdo si ji dobral
wt-held-question = přidá ji do podzemí, nebo odstraní část výzbroje?
wt-dungeon-n = Podzemí · { $n ->
    [one] { $n } nestvůra
    [few] { $n } nestvůry
   *[other] { $n } nestvůr
}
wt-only-you-know = tuto kartu znáte jen vy
wt-position-added-by = pozice { $n }, kdo přidal: { $who }
wt-no-monster-yet = V podzemí zatím není žádná nestvůra.
wt-victory-card = karta vítězství (úspěšná výprava)
wt-victory-needed = vítězství ještě chybí
wt-tag-raiding = v podzemí
wt-tag-choosing = vybírá
wt-tag-to-move = na tahu
wt-tag-passed = pasováno
wt-tag-eliminated = mimo hru
wt-result-place = Pořadí
wt-result-victories = Karty vítězství
wt-result-failures = Neúspěchy
wt-tag-winner = vítěz
wt-dark-tip = Temná strana: jedna neúspěšná výprava; druhá znamená konec ve hře.
wt-white-tip = Bílá strana: zatím žádná neúspěšná výprava.
wt-dark = temná
wt-white = bílá
wt-sacrificed = Odstraněno:
wt-sac-tip = { $monster } ({ $n }) s výzbrojí { $tile }
wt-sac-tip-hidden = { $tile } s nestvůrou lícem dolů
wt-help-card = Pomocná karta: nestvůry (síla × počet)
wt-raid-of = Výprava: { $who }
wt-start = na začátku
wt-now = teď
wt-named = vybráno: { $monster }
wt-magic-weapon = Magická zbraň
wt-name-type-q = { $tile }: vyberte typ nestvůry — všechny nestvůry toho typu v podzemí budou zabity.
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
wt-success-you = Úspěch — podzemím jste prošli s ❤ { $hp }
wt-success = Úspěch — { $who } prochází podzemím s ❤ { $hp }
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
wt-log-polymorphed = Proměna: { $card } jde stranou, otočena je { $replacement }.
wt-log-polymorph-declined = Proměna se nepoužije: { $card }.
wt-log-axe-declined = Magická sekera se nepoužije: { $card }.
wt-log-no-sacrifices = Konec kola: žádné odstraněné nestvůry.
wt-log-round-started-chosen = { $round }. kolo: { $hero } (výběr: { $chooser }); začíná { $who }.
wt-log-resolved = { $card }: { $what } (životy { $hp }).
wt-log-sacrifice = { $card } ({ $who }, { $tile })
wt-log-sacrifices-revealed = Konec kola: odstraněné nestvůry jsou { $list }.
wt-log-raid-success = { $who }: výprava se podařila.
wt-log-raid-failure = { $who }: výprava se nepodařila.
wt-log-won-victory-cards = { $who } vyhrává hru kartami vítězství.
wt-log-won-last-standing = { $who } vyhrává hru jako poslední hráč ve hře.
wt-log-hero-died = Hrdina zemřel.
wt-log-victory-card = { $who } bere kartu vítězství ({ $n }).
wt-log-help-card-flipped = { $who } otáčí pomocnou kartu na temnou stranu.
wt-log-eliminated = { $who } vypadává ze hry.

## Události záznamu hry: jedna zpráva na každý druh, který zapisuje engine
## (engine/src/dungeon_lords/state/log.rs), `log-<druh>` s pomlčkami. Jména karet a akcí jsou
## v 1. pádě: věty je staví za dvojtečku nebo za obecné jméno („příšeru Goblin“); jména hráčů
## stojí jen jako podmět nebo před dvojtečkou („Marek: …“).

log-hidden-trap = past lícem dolů
log-nothing = nic
log-game-begins = Začíná { $variant ->
    [first_game] první hra
   *[full] plná hra
} pro { $n ->
    [one] { $n } hráče
    [few] { $n } hráče
   *[other] { $n } hráčů
}; žeton začínajícího hráče má { $who }.
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
log-next-adventurers = Hrdinové příštího období: { $adventurers }.
log-autumn-ends = Podzim končí, začíná boj.
log-year-ends = { $year }. rok končí.
log-private-choice = { $who }: rozhodnuto.
log-inaccessible-chosen = { $who } má vybrané zablokované příkazy.
log-inaccessible-revealed = { $who } odkrývá zablokované příkazy: { $actions }.
log-order-put-own = Jako { $n }. příkaz jste položili: { $action }.
log-dummy-order-own = Za nehrajícího hráče jste vybrali: { $action }.
log-orders-taken-back-own = Vzali jste své příkazy zpět.
log-orders-chosen = { $who } má vybrané příkazy.
log-dummy-reveals = Nehrající hráč { $dummy } odkrývá: { $actions }.
log-dummy-order = Vybraný příkaz nehrajícího hráče { $dummy }: { $action }.
log-hire-first-no-gold = { $who } odkrývá jako první příkaz Najímání příšer, ale nemá zlaťák: příkaz nelze provést.
log-hire-first-paid = { $who } platí 1 zlaťák za Najímání příšer jako první příkaz.
log-minion-placed = { $who } staví služebníka na akci { $action }, pole { $slot }.
log-order-blocked = { $who }: příkaz { $action } nelze provést, akce už nemá volné pole.
log-slot-unusable = { $who } nemůže využít akci { $action }, pole { $slot }; služebník se vrací na kartu příkazu.
log-slot-declined = { $who } nevyužívá akci { $action }, pole { $slot }.
log-work-stopped = { $who } končí práci na akci { $action }.
log-food-gained = { $who } získává { $n ->
    [one] { $n } jídlo
    [few] { $n } jídla
   *[other] { $n } jídel
} na poli { $slot }.
log-reputation-improved = { $who } si na poli { $slot } zlepšuje reputaci{ $n ->
    [0] , ale na Stupnici zla už níž nemůže.
    [one] {" "}a ztrácí { $n } zlo.
    [few] {" "}a ztrácí { $n } zla.
   *[other] {" "}a ztrácí { $n } zel.
}
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
log-production-begins = Výroba a braní karet příkazů zpět.
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
log-yield-tunnel = nová chodba
log-yield-less-evil = o { $n ->
    [one] { $n } zlo
    [few] { $n } zla
   *[other] { $n } zel
} méně
log-yield-imp = nový imp
log-room-used-own = Místnost { $room } vám dává: { $what }.
log-room-used = { $who } využívá místnost { $room }: { $what }.
log-order-retrieved-own = Berete zpět příkaz: { $action }.
log-order-retrieved = { $who } bere zpět příkaz: { $action }.
log-production-finished = { $who } končí výrobu a bere si zpět kartu příkazu.
log-payday-begins = Výplatní den.
log-taxes-due = Platí se daně.
log-special-event = Zvláštní událost: { $event }.
log-special-event-no-effect = Destička zvláštní události nemá žádný účinek.
log-payday = Výplatní den – { $who }: { $parts }.
log-payday-keep = ponechává si: { $monsters } (cena: { $cost })
log-payday-feed = dává démonovi sežrat: { $monsters }
log-payday-release = propouští: { $monsters }
log-taxes-paid = { $who } má na daních zaplatit { $tax ->
    [one] { $tax } zlaťák
    [few] { $tax } zlaťáky
   *[other] { $tax } zlaťáků
} a platí { $n }{ $unpaid ->
    [0] .
    [one] {""}; dostává { $unpaid } nepříjemný dopis.
    [few] {""}; dostává { $unpaid } nepříjemné dopisy.
   *[other] {""}; dostává { $unpaid } nepříjemných dopisů.
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
log-vip-paid = { $who } platí návštěvě VIP 1 zlaťák a ztrácí 1 zlo.
log-vip-skipped = { $who } návštěvě VIP neplatí.
log-tile-collapses = { $who }: v dungeonu se zřítilo pole { $pos }.
log-paladin-moves = Paladin mění cíl: { $to } má teď víc zla než { $from }.
log-paladin-leaves-tent = Paladin opouští stan. Jeho cíl: { $to }.
log-adventurer-to-dummy = Hrdina { $adventurer } jde k nehrajícímu hráči a odchází do Vzdálených krajů.
log-adventurer-queues = { $who }: u vchodu do dungeonu se řadí hrdina { $adventurer }.
log-combat-begins = Začíná boj { $year }. roku; jako první je na řadě { $who }.
log-combat-round = Začíná { $round }. kolo boje.
log-combat-resumes = { $who }: boj pokračuje, dorazil paladin.
log-target-chosen-own = Zvolili jste cíl: { $pos }.
log-trap-planned-own = Naplánovali jste past: { $trap }.
log-trap-planned = { $who } plánuje past.
log-monster-committed-own = Do boje posíláte příšeru { $monster }.
log-monster-committed = { $who } posílá do boje příšeru { $monster }.
log-plan-cleared-own = Zrušili jste svůj plán.
log-planning-finished-own = Dokončili jste plánování.
log-planning-finished = { $who } dokončuje plánování.
log-prisoner-freed = { $who } už nemá co dobýt: družina osvobozuje z vězení hrdinu { $adventurer }.
log-no-battle = { $who } už nemá co dobýt ani nikoho ve vězení: bitva se nekoná.
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
} kouzlo, potřebuje magickou sílu { $magic }; zranění při dobývání: { $fatigue }).
log-combat-card-none = { $round }. kolo: žádná bojová karta.
log-no-party-left = { $who }: u dungeonu nezbyla žádná družina, boj tam končí.
log-battle-begins = { $who }: začíná bitva.
log-party-gone = { $who }: družina je pryč, boj v tomto dungeonu skončil.
log-combat-over = Boj { $year }. roku skončil.
log-keep-monsters-evil = { $who } si nechává příšery a získává 2 zla.
log-monster-cost-paid = { $who } platí cenu příšery { $monster }, aby zůstala v bitvě.
log-trap-revealed = { $who } odkrývá past { $trap }.
log-trap-revealed-paying = { $who } odkrývá past { $trap }; cena: { $paid }.
log-anti-magic-wizard = { card-anti-magic-dart } zasahuje čaroděje: toto kolo žádné kouzlo.
log-anti-magic-priest = { card-anti-magic-dart } zasahuje kněze: toto kolo žádné léčení.
log-trap-no-damage = Past nezpůsobila žádné zranění.
log-sheep-idle = Ovce (dříve příšera { $monster }) nemůže útočit.
log-monster-idle = { $who }: příšera { $monster } nemůže útočit.
log-monster-glues = { $who }: příšera { $monster } zaslizí družinu.
log-standard-attack = { $who }: příšera { $monster } útočí standardním útokem za { $n } zranění.
log-standard-attack-fed = { $who }: příšera { $monster } útočí standardním útokem za { $n } zranění (nakrmená 1 jídlem).
log-attacks-again = Příšera { $monster } útočí znovu za { $n } zranění.
log-attacks-each = { $who }: příšera { $monster } útočí na všechny hrdiny za { $n } zranění.
log-attacks = { $who }: příšera { $monster } útočí na hrdinu { $target } za { $n } zranění.
log-hits = { $who }: příšera { $monster } zasahuje hrdinu { $target } za { $n } zranění.
log-spell-stopped = { card-anti-magic-room } zastavuje kouzlo { $spell }.
log-spell-blocked = Toto kolo nikdo nemůže seslat kouzlo { $spell }.
log-spell-too-weak = Družina má magickou sílu { $magic }; na kouzlo { $spell } to nestačí.
log-spell-cast = Družina sesílá kouzlo { $spell }.
log-spell-no-effect = Kouzlo nemá žádný účinek.
log-invisibility = { card-invisibility }: čarodějové ustupují dozadu a toto kolo je nelze zranit.
log-detect-treasure-gold = { card-detect-treasure }: ztrácí se 1 zlaťák.
log-detect-treasure-food = { card-detect-treasure }: ztrácí se 1 jídlo.
log-detect-treasure-trap-own = { card-detect-treasure }: odhazujete past { $trap }.
log-detect-treasure-trap = { card-detect-treasure }: ztrácí se karta pasti.
log-fist-of-justice = { card-fist-of-justice }: ztrácí se 1 imp.
log-regeneration = { card-regeneration }: každý hrdina se vyléčí o 1 zranění.
log-aura-of-fear = { card-aura-of-fear }: příšera { $monster } způsobí toto kolo o 2 zranění méně.
log-metamorphosis = { card-metamorphosis }: příšera { $monster } se mění v ovci.
log-dimensional-gate = { card-dimensional-gate }: příšera { $monster } je stažena do konce roku.
log-withdrawn = Příšera { $monster } se stahuje do doupěte.
log-shield-absorbs = { card-magic-shield } pohltí 1 zranění.
log-no-damage = { $adventurer } nedostává žádné zranění.
log-damage = { $adventurer } dostává { $n } zranění (zbývá ❤ { $left }/{ $hp }).
log-illusion-vanishes = { $adventurer } je vyřazena a mizí.
log-imprisoned = { $who }: { $adventurer } je vyřazen a jde do vězení.
log-poison = { $adventurer }: působí jed šipky.
log-no-heal-no-attack = Žádná příšera neútočila: družina se neléčí.
log-no-heal = Družina se toto kolo nemůže léčit.
log-party-heals = Družina se vyléčí o { $n } zranění.
log-no-conquest = Družina toto kolo nedobývá a nedostává zranění při dobývání.
log-fatigue = Při dobývání dostává 1 zranění { $adventurer }.
log-fatigue-finishes = Zranění při dobývání družinu dorazilo: pole zůstává nedobyté.
log-tile-conquered = { $who }: družina dobývá pole { $pos }.
log-magic-key-gold = { card-magic-key }: ztrácí se 1 zlaťák.
log-magic-key-food = { card-magic-key }: ztrácí se 1 jídlo.
log-scored = { $who } má { $total ->
    [one] { $total } bod
    [few] { $total } body
   *[other] { $total } bodů
} (příšery { $monsters }, vězni { $prisoners }, místnosti { $rooms }, dobytá pole { $conquered }, nepříjemné dopisy { $dead_letters }, prestižní místnosti { $scoring_rooms }, tituly { $titles }, Síň slávy { $hall_of_fame }).
log-underlord = Vládce podzemí: { $who }.

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

## Důvody odmítnutí podle pravidla, které odmítnutý tah porušuje
rule-full-1 = vyberte dvě různé karty ze tří vylosovaných
rule-orders-2 = tato karta příkazu je v tomto období zablokovaná
rule-orders-3 = vyberte 3 různé karty z ruky
rule-length-1 = tato hra dosáhla nejdelší délky, kterou server hraje
rule-takeback-1 = příkazy ani plán boje nelze vzít zpět víc než 16krát za jedno rozhodnutí
rule-dummy2-3 = vyberte jednu ze tří karet v ruce nehrajícího hráče, a to jen jednou
rule-dungeon-5 = chodba potřebuje prázdné pole vedle vašeho dungeonu, které nedoplní čtverec 2×2, a volného impa
rule-act-mine-2 = každý těžící imp potřebuje vlastní nedobytou chodbu
rule-act-mon-2 = tato příšera není v nabídce nebo nemůžete zaplatit její cenu
rule-act-room-3 = místnost musí být z nabídky, na vaší nedobyté chodbě, ve své zóně a ne vedle jiné místnosti
rule-act-rep-5 = jen pole 1 a 3 dovolují prohlédnout si jednu ze 4 bojových karet ve Městě
rule-exec-1 = akce se vyhodnocují jedna po druhé, pole po poli
rule-exec-3 = proveďte akci, kterou můžete zaplatit, nebo ji nevyužijte
rule-prod-2 = výrobní místnost potřebuje dost volných impů nebo žetonů trollů, svou cenu a v tomto období ještě nevyužité použití
rule-retrieve-2 = vezměte zpět svou první kartu příkazu nebo kartu, na které stojí váš služebník
rule-turn-4 = výroba a braní karet příkazů zpět probíhají v pořadí tahů
rule-event-2 = událost se vyhodnocuje hráč po hráči
rule-event-payday-1 = zaplaťte celou cenu, nebo příšeru propusťte
rule-event-tax-3 = zaplaťte 0 až celou daň, nejvýše tolik zlaťáků, kolik máte
rule-event-special-2 = tuto volbu zvláštní událost nenabízí
rule-score-1 = hra skončila
rule-combat-1 = tento tah neodpovídá rozhodnutí, které vás v boji čeká
rule-combat-plan-2 = cílem musí být nedobyté pole nejblíže vchodu
rule-combat-plan-4 = na pole patří nejvýše 1 vaše karta pasti (v Labyrintu 2) a 1 příšera v chodbě nebo Labyrintu, 2 v místnosti (duchů kolik chcete)
rule-combat-plan-5 = do boje lze poslat jen příšery z doupěte, které leží lícem nahoru
rule-combat-plan-6 = past v místnosti potřebuje 1 zlaťák jako návnadu
rule-combat-plan-7 = dodatečnou cenu pasti musíte mít čím zaplatit už při plánování
rule-combat-plan-8 = plánuje se kolo boje: zvolte cíl, pasti a příšery, nebo plánování dokončete
rule-combat-battle-1 = probíhá bitva: odpovězte na její současný krok
rule-combat-end-4 = nejdřív osvoboďte běžného vězně, paladina až nakonec
rule-combat-trap-5 = vyberte jednu ze svých naplánovaných pastí
rule-trap-note-1 = zamiřte šipku na hrdinu z družiny
rule-mon-ghost-1 = duch nikdy neútočí na prvního hrdinu
rule-mon-vampire-1 = upír nikdy neútočí na kněze
rule-mon-troll-1 = nakrmit trolla lze jen jídlem, které není vyhrazené pro past
rule-combat-mon-2 = vyberte jeden z útoků na kartě příšery a povolený cíl
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
seat-control-conceded = vzdáno (hraje bot)
seat-timed-out = došel čas
seat-away = pryč
seat-votes = hlasy pro bota: { $n }/{ $needed }
seat-vote-bot = Předat botovi
seat-reinvite = Pozvat znovu
seat-reinvite-title = Dát hráči nový odkaz na jeho místo (starý odkaz přestane platit)
seat-reinvite-help = Pošlete tento odkaz dál (hráč: { $name }); starý odkaz na toto místo už neplatí.
seat-bot-plays-yours = Za vaše místo hraje bot.
seat-take-back = Převzít zpět
seat-continue-elsewhere = Pokračovat na jiném zařízení
seat-continue-help = Otevřete tento odkaz (nebo naskenujte kód) na druhém zařízení a hrajte tam za své místo. Nikomu ho nedávejte: je to vaše místo.
seat-concede = Vzdát se
seat-concede-confirm = Vzdát hru? Za vaše místo dohraje bot.
seat-link-close = Zavřít
seat-qr-label = QR kód odkazu
seat-qr-missing = QR kód nelze zobrazit; použijte odkaz.
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
error-code-not-turn-based = E-maily o tahu posílají jen hry na tahy.
error-code-email-refused = Majitel této adresy si e-maily od této herny nebo od celého serveru odhlásil.
error-code-bad-idempotency-key = Požadavek nesl chybný klíč pro opakování. Načtěte stránku znovu a zkuste to ještě jednou.
error-code-idempotency-key-reused = Tento klíč pro opakování už byl použit pro jiný požadavek. Načtěte stránku znovu a zkuste to ještě jednou.

## Replays: seat events (replay.js)
replay-seat-events = Co se dělo s místy hráčů
replay-seat-event = Krok { $step } · { $who }: { $what }
seat-event-timeout = došel čas
seat-event-takeover = místo převzal bot (hlasovali: { $voters })
seat-event-concede = vzdává hru; do konce hraje bot
seat-event-reclaim = vrací se a hraje dál
seat-event-reinvite = dostává od zakladatele nový odkaz
seat-line = { $who }: { $what }

## Keyboard (index.html)
skip-to-decision = Přejít k rozhodnutí (klávesa D)

## A lobby link that cannot lead to a seat (js/gate.js)
gate-unknown-title = Tahle herna neexistuje
gate-unknown-text = Žádná herna nemá označení { $id }. Odkaz je možná přepsaný nebo useknutý: požádejte toho, kdo vám ho poslal, o celý odkaz.
gate-closed-title = Tahle herna byla zavřena
gate-closed-text = Zavřela se dřív, než hra začala: zakladatel odešel, nebo v herně dlouho nikdo nebyl.
gate-incompatible-title = V této hře nelze pokračovat
gate-incompatible-text = Uložila ji jiná verze herního jádra, kterou tento server nespouští.
gate-kept-title = Tato místa jsou držena pro hráče minulé hry
gate-kept-text = Tato odveta drží volná místa do { $time } pro hráče předchozí hry. Můžete se dívat, nebo přijďte potom: místo, které nikdo nezabral, bude volné pro kohokoli.
gate-full-title = Herna je plná
gate-full-text = { $n ->
    [one] Jediné místo je obsazené.
    [few] Všechna { $n } místa jsou obsazená.
   *[other] Všech { $n } míst je obsazených.
} Můžete se dívat: hra začne, až ji zakladatel spustí.
gate-watch = Dívat se na hru
gate-home = Otevřené herny
gate-create = Založit hernu

## "While you were away" (js/away.js)
away-title = Zatímco jste byli pryč
away-since = Byli jste pryč { $minutes ->
    [one] minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
} a do průběhu hry { $n ->
    [one] přibyl jeden řádek
    [few] přibyly { $n } řádky
   *[other] přibylo { $n } řádků
}. Co se týká vás:
away-nothing-for-you = Nic z toho se vás přímo netýká.
away-more = { $n ->
    [one] Další řádek o vás najdete v průběhu hry.
    [few] Další { $n } řádky o vás najdete v průběhu hry.
   *[other] Dalších { $n } řádků o vás najdete v průběhu hry.
}
away-back = Zpět ke stolu

## Absence banner (js/absence.js)
absence-label = Nepřítomní hráči
absence-away = Není u stolu: { $name }.
absence-out-of-time = Došel čas: { $name }.
absence-you-voted = Hlasovali jste pro bota.
## The phone's table (issue #31): tabs for the parts of the table and the decision bar
table-decision = Vaše rozhodnutí
table-parts = Části stolu
tab-mine = Vy
tab-board = Plán
tab-others = Ostatní
tab-players = Hráči
tab-table = Hra
tab-log = Průběh
tab-chat = Chat
tab-seat = U stolu
tab-unread = nové zprávy

## The "what happens now" panel as a spectator reads it (no "your dungeon")
help-watch-initial-orders = Každý hráč odloží 2 karty příkazů na pole zablokovaných příkazů: v tomto období je nezahraje. Zbylých 6 karet má v ruce.
help-watch-production = Hráči pošlou volné impy do výrobních místností, pak si vezmou zpět jednu zahranou kartu příkazu (zbylé dvě budou v příštím období zablokované).
help-watch-payday = Každý hráč zaplatí každé příšeře cenu z její karty, nebo ji propustí (+1 zlo).
help-watch-taxes = Každý hráč platí 1 zlaťák za každá 2 pole svého dungeonu; za každý zlaťák, který nezaplatí, dostane nepříjemný dopis (−3 body na konci).
help-watch-combat = Hrdinové útočí na dungeon každého hráče, v každém kole na jedno pole, nejvýše 4 kola: hráč naplánuje pasti a příšery a pak se vyhodnotí bitva.

## Notification settings and my own clock (settings.js, myclock.js)
my-clock-label = Váš čas na toto rozhodnutí
my-clock-left = zbývá { $time }
my-clock-out = Čas vypršel: ostatní mohou vaše místo předat botovi
settings-open = Upozornění
settings-title = Upozornění
settings-scope = Uloženo v tomto prohlížeči, jen pro tento stůl.
settings-sound = Zvuk, když jsem na tahu a tato stránka je v pozadí
settings-desktop = Oznámení na ploše, když jsem na tahu a tato stránka je v pozadí
settings-desktop-denied = Tento prohlížeč oznámení z tohoto webu blokuje: povolte je v nastavení prohlížeče.
settings-desktop-unsupported = Tento prohlížeč neumí zobrazit oznámení na ploše.
settings-on-sound = Zvuk zapnut
settings-on-desktop = Oznámení na ploše zapnuta
settings-on-mail = E-maily o tahu zapnuty
settings-mail-pending-short = E-mail čeká na potvrzení
settings-all-off = Vše vypnuto
settings-mail-title = E-maily o tahu
settings-mail-not-turn-based = E-maily posílají jen hry na tahy; v této hře se to dozvíte u stolu.
settings-mail-seated-only = E-maily o tahu dostávají jen hráči.
settings-mail-help = Když jste na tahu a nejste u stolu, pošleme jeden e-mail s odkazem ke stolu a nejvýš jednu připomínku na rozhodnutí. Nejdřív pošleme odkaz k potvrzení adresy: dokud ho neotevřete, nepošleme nic dalšího. Každý e-mail má odkaz, kterým je zastavíte.
settings-mail-address = E-mailová adresa
settings-mail-send = Poslat potvrzovací odkaz
settings-mail-change = Změnit adresu
settings-mail-check = Zkontrolovat potvrzení
settings-mail-remove = Zastavit e-maily o tahu
settings-mail-checking = Zjišťuji…
settings-mail-none = Pro tento stůl zatím žádné e-maily.
settings-mail-pending = Čeká na potvrzení: otevřete odkaz, který jsme poslali na { $email }.
settings-mail-confirmed = Potvrzeno: e-maily o tahu chodí na { $email }.
settings-mail-empty = Zadejte e-mailovou adresu.
settings-mail-limited = Tato adresa nebo tento stůl už teď dostaly dost e-mailů: zkuste to znovu za hodinu.
settings-mail-off = Tento server žádné e-maily neposílá.
settings-close = Zavřít
settings-offer-title = Dozvězte se, kdy jste na tahu
settings-offer-text = Tato hra je na tahy: rozhodnutí může čekat i několik dní. Chcete dostat e-mail, když budete na tahu?
settings-offer-yes = Zapnout e-maily o tahu
settings-offer-later = Teď ne

## Combat training (js/training.js)
training-home-link = Trénink boje
training-home-hint = Cvičné dungeony z pravidel jako krátké hádanky.
training-default-name = Pán dungeonu
training-starting = Připravuji dungeon…
training-title = Trénink boje
training-intro = Cvičné dungeony z pravidel: u vchodu do dungeonu se třemi chodbami stojí družina a vy s ní bojujete na skutečné obrazovce boje, s pastmi a příšerami, které scénář předepisuje. Zranění při dobývání je v každém kole 2 a kouzla nejsou. Pak porovnejte svůj výsledek s řešením z pravidel a prohlédněte si ho krok za krokem.
training-name = Vaše jméno
training-fight = Do boje
training-goal-one = V řešení z pravidel družina dobude jedno pole. Zvládnete to stejně dobře?
training-goal-none = Řešení z pravidel družinu zastaví dřív, než cokoli dobude.
training-now = Trénink: { $name }.
training-back = Zpět na úvodní stránku
training-no-game = Hru tohoto stolu se nepodařilo najít.
training-ex-scen1-title = Scénář 1: dva bojovníci a kněz
training-ex-scen1-desc = Dva bojovníci a kněz proti Valícímu se balvanu, trollovi a goblinovi, ve spíži 1 jídlo.
training-ex-scen2-title = Scénář 2: bojovník a dva zloději
training-ex-scen2-desc = Zloději spolu ruší 3 zranění z pastí: použijte otrávenou past (1 jídlo), čarodějnici a ducha tak, aby pasti přesto zabraly.
training-ex-scen3-title = Scénář 3: bojovník, kněz a zloděj
training-ex-scen3-desc = Zloděj vzadu oslabí vaše pasti a kněz léčí: Prokletý prsten (1 zlaťák), Kyvadlo a upír.
training-ex-scen4-title = Scénář 4: dva kněží a zloděj
training-ex-scen4-desc = Dva kněží léčí dohromady 4: Ohnivá stěna, Antimagická šipka a sliz.
training-ex-scen-room-title = Boj v místnosti
training-ex-scen-room-desc = Scénář 1 s místností u vchodu, 1 jídlem a 1 zlaťákem: dá se družina zastavit dřív, než cokoli dobude?
training-result-title = Trénink skončil: { $name }
training-verdict-better = Lépe než pravidla!
training-verdict-worse = Družina dobyla víc než v řešení z pravidel. Podívejte se, jak to dělají pravidla, a zkuste to znovu.
training-verdict-costlier = Stejně málo polí jako v pravidlech, ale utratili jste víc.
training-verdict-same = Stejně dobře jako pravidla.
training-compare-caption = Váš boj a řešení z pravidel
training-yours = Vy
training-book = Pravidla
training-row-conquered = Dobytá pole
training-row-imprisoned = Uvěznění hrdinové
training-row-survived = Hrdinové, kteří přežili
training-row-food-spent = Utracené jídlo
training-row-gold-spent = Utracené zlato
training-compare-note-conquered = Čím méně dobytých polí, tím lépe; pak čím méně utraceného jídla a zlata.
training-preparing = Připravuji záznam…
training-watch = Přehrát řešení z pravidel
training-again = Zkusit znovu
training-other = Další cvičné dungeony
training-dungeons = Cvičné dungeony
training-examples = Příklady z pravidel: každý na jedno kolo
training-examples-intro = Pravidla vysvětlují boj na malých příkladech. Tady je každý z nich jedno kolo boje s družinou a kartami z příkladu: rozhodněte se a pak porovnejte výsledek s pravidly. Na konci kola dostane družina jako obvykle 2 zranění při dobývání.
training-goal-page-damage = Jedno kolo: nechte družině co nejvíc zranění.
training-goal-page-conquered = Jedno kolo: nedovolte družině dobýt pole.
training-goal-page-imprisoned = Jedno kolo: uvězněte co nejvíc hrdinů.
training-goal-round-damage = Jedno kolo. Po volbě z pravidel zůstane družině { $n } zranění: zvládnete aspoň tolik?
training-goal-round-conquered = Jedno kolo. Volba z pravidel nedovolí družině pole dobýt.
training-goal-round-imprisoned = Jedno kolo. Volba z pravidel uvězní { $n ->
    [one] jednoho hrdinu
    [few] { $n } hrdiny
   *[other] { $n } hrdinů
  }: zvládnete to stejně?
training-ex-train-trap-4-title = Zloděj a dvě pasti: která zraní víc?
training-ex-train-trap-4-desc = Družina ze scénáře 3: bojovník, kněz a zloděj, který ruší 2 zranění z pastí, nejdřív vepředu. Máte Valící se balvan a Ohnivou stěnu a smíte použít jednu z nich.
training-ex-train-trap-6-title = Zranění zrušena, a past přesto působí
training-ex-train-trap-6-desc = Družina ze scénáře 2: dva zloději spolu ruší 3 zranění z pastí. Máte Valící se balvan a Propadlo; zloději zruší všechna zranění kterékoli z nich, ale jedna přesto něco udělá.
training-ex-train-mon-1-title = Standardní útok na zraněného bojovníka
training-ex-train-mon-1-desc = Bojovník vepředu má už 2 zranění z 5 životů. Vaše čarodějnice může prvnímu hrdinovi dát 4 zranění, nebo dvakrát po 1 komukoli.
training-ex-train-mon-3-title = Sliz a oslabený bojovník
training-ex-train-mon-3-desc = Prvnímu bojovníkovi zbývá 1 život. Váš sliz může zaútočit na každého hrdinu za 1, nebo družinu zaslizit, aby nic nedobyla.
training-ex-train-heal-1-title = Léčení po útoku trolla
training-ex-train-heal-1-desc = Družina ze scénáře 3 s knězem, který léčí 1. Pošlete trolla (3 zranění prvnímu hrdinovi), nebo ne: kolik zranění družině po léčení zůstane?
training-ex-train-heal-3-title = Kdy léčení družině pomůže
training-ex-train-heal-3-desc = Družina ze scénáře 4 je už zraněná (zloděj 1, druhý kněz 2) a její dva kněží léčí dohromady 4. Váš goblin dá 2 zranění, jenže po útoku každé příšery kněží léčí.
training-row-damage = Zranění, která družině zůstala
training-verdict-worse-damage = Družině zůstalo méně zranění než v řešení z pravidel. Podívejte se, jak to dělají pravidla, a zkuste to znovu.
training-verdict-worse-imprisoned = Družina vyšla z kola lépe než v řešení z pravidel: méně uvězněných hrdinů, nebo stejně, ale s menším zraněním. Podívejte se, jak to dělají pravidla, a zkuste to znovu.
training-compare-note-damage = Čím víc zranění družině po kole zůstane, tím lépe (uvězněný hrdina se počítá mezi vězně, ne jako zranění).
training-compare-note-imprisoned = Čím víc uvězněných hrdinů po kole, tím lépe; při stejném počtu čím víc zranění zbylým hrdinům zůstane.
replay-training-book = Řešení z pravidel
# Issue 35: the lobby option for the level of the bot that takes over an absent player's seat.
create-takeover-bot = Bot za nepřítomného hráče
create-takeover-bot-help = Když místo hráče převezme bot (hlasováním ostatních nebo když se hráč vzdá), hraje na této úrovni.


## Účty (issue #39: js/account.js, js/account-dialog.js, js/account-games.js)
account-sign-in = Přihlásit se
account-menu-label = Váš účet: { $name }
account-dialog-title = Přihlášení
account-dialog-why = Účet uchová vaše hry na každém zařízení, kde se přihlásíte. Hrát můžete i bez něj.
account-passkey-sign-in = Přihlásit se přístupovým klíčem
account-new-title = Jste tu poprvé?
account-name-label = Vaše jméno
account-passkey-create = Založit účet s přístupovým klíčem
account-passkey-help = Přístupový klíč zůstává ve vašem telefonu nebo počítači a odemyká ho otisk prstu, obličej nebo zámek obrazovky. Žádné heslo.
account-email-title = Nemáte přístupový klíč po ruce?
account-email-title-only = Přihlášení e-mailem
account-email-label = E-mailová adresa
account-email-send = Poslat mi odkaz pro přihlášení
account-email-sent = Pokud je adresa { $email } správná, odkaz pro přihlášení je na cestě. Lze ho použít jednou a platí 15 minut.
account-no-webauthn = Tento prohlížeč neumí přístupové klíče, ale můžeme vám poslat odkaz pro přihlášení e-mailem.
account-nothing-possible = Tento prohlížeč neumí přístupové klíče a tento server neposílá e-maily, takže se zde přihlásit nelze. Hrát můžete dál jako host.
account-close = Zavřít
account-err-cancelled = Žádost o přístupový klíč byla zrušena nebo trvala příliš dlouho. Zkuste to znovu, až budete připraveni.
account-err-exists = Toto zařízení už má přístupový klíč k tomuto účtu.
account-err-security = Na této adrese přístupové klíče nefungují.
account-err-unsupported = Tento prohlížeč neumí přístupové klíče.
account-err-passkey-unknown = Tento přístupový klíč zde neznáme. Založte si účet, nebo zvolte jiný klíč.
account-err-link-invalid = Tento odkaz pro přihlášení už neplatí: byl již použit nebo je starší než 15 minut. Požádejte o nový.
account-err-rate-limited = Příliš mnoho pokusů o přihlášení. Počkejte minutu a zkuste to znovu.
account-err-mail-off = Tento server neposílá e-maily.
account-err-general = Přihlášení se nepovedlo. Zkuste to prosím znovu.
account-err-empty-name = Zadejte jméno.
account-err-empty-email = Zadejte e-mailovou adresu.
account-signing-in = Přihlašujeme vás…
account-signed-in-as = Jste přihlášeni jako { $name }.
account-signed-out = Jste odhlášeni. Hry tohoto prohlížeče tu zůstávají.
account-signed-out-page = Nejste přihlášeni.
account-title = Váš účet
account-name-save = Uložit jméno
account-name-saved = Jméno uloženo.
account-email-known = E-mail: { $email }
account-passkeys-title = Přístupové klíče
account-passkeys-none = Zatím žádný přístupový klíč: přihlašujete se odkazy z e-mailu.
account-passkey-unnamed = Přístupový klíč
account-passkey-created = přidán { $date }
account-passkey-add = Přidat přístupový klíč
account-passkey-added-ok = Přístupový klíč přidán.
account-sign-out = Odhlásit se
account-games-title = Moje hry
account-games-loading = Načítáme vaše hry…
account-games-none = Zatím žádné hry. Hry, které založíte nebo ke kterým se připojíte přihlášení, se objeví tady, na každém zařízení.
account-game-open = Otevřít
account-game-replay = Záznam
account-status-open = čeká na hráče
account-status-running = hraje se
account-status-finished = skončila
account-your-turn = Jste na tahu
account-opening = Otevíráme vaše místo…
account-claiming = Přidáváme hry…
account-claim-offer = { $n ->
    [one] Tento prohlížeč má { $n } hru, která ještě není ve vašem účtu.
    [few] Tento prohlížeč má { $n } hry, které ještě nejsou ve vašem účtu.
   *[other] Tento prohlížeč má { $n } her, které ještě nejsou ve vašem účtu.
}
account-claim-button = { $n ->
    [one] Přidat hru z tohoto prohlížeče do účtu
    [few] Přidat { $n } hry z tohoto prohlížeče do účtu
   *[other] Přidat { $n } her z tohoto prohlížeče do účtu
}
account-claim-done = { $n ->
    [one] Do účtu přibyla { $n } hra.
    [few] Do účtu přibyly { $n } hry.
   *[other] Do účtu přibylo { $n } her.
}
error-code-csrf = Relace této stránky je zastaralá. Načtěte stránku znovu a zkuste to ještě jednou.
error-code-sign-in-failed = Přihlášení se nepovedlo.
error-code-signed-out = Už nejste přihlášeni. Přihlaste se znovu.
error-code-claimed-by-other = Toto místo už patří jinému účtu.
error-code-not-your-seat = Toto místo nepatří vašemu účtu.
error-code-mail-off = Tento server neposílá e-maily.
error-code-too-many-passkeys = Tento účet už má tolik přístupových klíčů, kolik smí mít.

## Skupiny (issue #39, bod 5; js/groups.js)
groups-title = Moje skupiny
groups-intro = Skupina jsou hráči jedné hry, kteří byli přihlášení. Tlačítko „Hrát znovu s touto skupinou“ na konci hry založí nový stůl a každému z nich podrží místo.
groups-none = Zatím žádné skupiny. Na konci hry s dalšími přihlášenými hráči stiskněte „Hrát znovu s touto skupinou“.
groups-signed-out = Přihlaste se, abyste viděli své skupiny.
groups-n-games = { $n ->
    [one] { $n } hra
    [few] { $n } hry
   *[other] { $n } her
}
groups-member-you = { $name } (vy)
groups-members = Členové: { $names }
groups-invited = Vaše skupina hraje znovu { $game }: místo je pro vás podržené.
groups-current-open = Hra { $game } čeká na hráče.
groups-current-running = Hra { $game } právě běží.
groups-take-seat = Zabrat své místo
groups-open-game = Otevřít hru
groups-taking-seat = Zabírám vaše místo…
groups-play-again = Hrát znovu s touto skupinou
groups-join-again = Přidat se k nové hře skupiny
groups-play-again-who = S hráči { $names }: každému z vás se podrží místo.
groups-starting = Zakládám hru skupiny…
groups-name-label = Název skupiny
groups-name-save = Přejmenovat
groups-name-saved = Název uložen.
groups-mail-label = Poslat mi e-mail, když tato skupina hraje znovu
groups-mail-saved = Uloženo.
groups-mail-none = Váš účet nemá e-mailovou adresu, pozvánky proto uvidíte jen zde a na úvodní stránce.
groups-history = Hry
groups-no-games = Zatím žádné hry.
groups-all = Všechny moje skupiny
groups-status-ended = skončila
error-code-not-member = Váš účet není členem této skupiny.
error-code-not-in-game = Váš účet v této hře neměl místo.
error-code-no-group = Skupina potřebuje aspoň dva hráče, kteří byli během hry přihlášení.
## Hodnocení a profil (issue #39, body 3–4: js/profile.js, formulář nové hry, herna)
create-rated = Hra o hodnocení
create-rated-help = Změní hodnocení hráčů, ale jen když každé místo zaujme jiný přihlášený hráč (žádní boti, žádní hosté).
lobby-rated-tag = o hodnocení
lobby-rated-counts = ano: všichni hráči jsou přihlášeni
lobby-rated-pending = ano, až každé místo zaujme přihlášený hráč
lobby-rated-not = { $reason ->
    [bot] ne: hraje tu bot, hra tedy hodnocení nezmění
    [same_account] ne: jeden účet drží dvě místa, hra tedy hodnocení nezmění
   *[guest] ne: hraje tu host, hra tedy hodnocení nezmění
}
lobby-rating-title = Hodnocení tohoto hráče v této hře
lobby-seat-rating = hodnocení { $rating }
results-rated = Tato hra o hodnocení mění hodnocení hráčů.
profile-link = Profil a hodnocení
profile-title = Profil
profile-title-of = Profil hráče { $name }
profile-signed-out = Přihlaste se a uvidíte své dohrané hry, statistiky a hodnocení.
profile-loading = Načítám vaše hry…
profile-ratings = Hodnocení
profile-rating-detail = ± { $uncertainty } · { $n ->
    [one] { $n } hra o hodnocení
    [few] { $n } hry o hodnocení
   *[other] { $n } her o hodnocení
}
profile-no-ratings = Zatím žádné hodnocení. Zahrajte si hru o hodnocení s přihlášenými přáteli.
profile-ratings-help = Každá hra má své vlastní hodnocení. Začíná na 25; výhra nad silnějšími hráči je zvedne víc. Číslo za ± říká, jak je zatím jisté.
profile-stats = Statistiky
profile-played = Odehráno
profile-wins = Vítězství
profile-average = Průměrné skóre
profile-no-games = Zatím žádné dohrané hry.
profile-games = Dohrané hry
profile-won = vítězství
profile-place = { $place }. místo
profile-score = skóre { $score }
profile-rating-change = hodnocení { $change } (nyní { $after })
profile-forfeited = počítá se jako prohra
profile-unrated = { $reason ->
    [bot] bez hodnocení: hrál bot
    [same_account] bez hodnocení: jeden účet držel dvě místa
    [guest] bez hodnocení: hrál host
   *[other] bez hodnocení
}
