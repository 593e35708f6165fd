# Hra s průvodcem (js/guide.js): naše vlastní slova podle ukázkové hry z pravidel.
# Každé téma má nadpis a některé z částí: co to je, kam klepnout, co to stojí, proč na tom záleží.

guide-home-title = Naučte se hrát
guide-home-intro = První hra proti třem botům s průvodcem, který každý nový druh rozhodnutí vysvětlí, když přijde poprvé: co to je, kam klepnout, co to stojí a proč na tom záleží. Každou volbu děláte sami. Odejít můžete kdykoli: z této stránky se ke hře vrátíte.
guide-home-name = Vaše jméno
guide-home-start = Začít hru s průvodcem
guide-home-new = Začít novou hru s průvodcem
guide-home-continue = Pokračovat ve hře s průvodcem
guide-home-need-name = Zadejte jméno, abyste si mohli sednout ke stolu.
guide-home-starting = Připravuje se stůl…

guide-badge = Průvodce
guide-ok = Rozumím
guide-show = Ukažte mi to
guide-skip = Přeskočit průvodce
guide-is-off = Průvodce je vypnutý.
guide-turn-on = Zapnout průvodce
guide-explain-again = Vysvětlit znovu: { $what }
guide-part-what = Co to je
guide-part-where = Kam klepnout
guide-part-cost = Co to stojí
guide-part-why = Proč na tom záleží

guide-welcome-title = Váš první rok ve službách zla
guide-welcome-what = Vykopete si dungeon a zaplníte ho místnostmi, pastmi a příšerami. Rok má čtyři období stavění (zima, jaro, léto, podzim) a končí bojem: hrdinové, které přilákala vaše pověst, vtrhnou do vašeho dungeonu. Hra trvá dva roky.
guide-welcome-where = Vaše zásoby a váš dungeon jsou ve vašem panelu (na telefonu: záložka „Vy“). Rozhodnutí, které na vás čeká, je vždy v liště s tlačítky; ostatní tři hráči jsou boti.
guide-welcome-cost = Začínáte se 3 zlaťáky, 3 jídly, 3 impy, 3 chodbami a na poli 5 Stupnice zla.
guide-welcome-why = Body dávají příšery, místnosti, zajatí hrdinové a tituly; pole dobytá hrdiny a nezaplacené daně body berou. Průvodce každý nový druh rozhodnutí vysvětlí jednou; „Přeskočit průvodce“ vás nechá hrát dál samotné.

guide-orders-title = Tajné příkazy
guide-orders-what = Každé období si každý hráč tajně vybere 3 své karty příkazů, v pořadí, v jakém se budou odkrývat. Každá karta pošle jednoho vašeho služebníka na jednu z osmi akcí na herním plánu.
guide-orders-where = Klepněte na zvýrazněnou kartu příkazu v ruce (nebo na její tlačítko v liště): první, druhou, třetí. Dokud nevyberete třetí, můžete je vzít zpět.
guide-orders-cost = Výběr je zdarma, ale místo, které dostanete, ne: první služebník na akci obsadí pole 1, další pole 2, pak pole 3, a každé pole má vedle sebe vlastní cenu a zisk. Když jsou všechna tři pole obsazená, váš příkaz propadne.
guide-orders-why = Po skončení období máte 2. a 3. kartu na příští období zablokované, kdežto 1. se vrací do ruky. Jako první hrajte to, co chcete hrát znovu; brzy hrajte to, co chtějí i ostatní.

guide-execute-title = Příkazy se vyhodnocují
guide-execute-what = Osm akcí se vyhodnocuje jedna po druhé: horní řada zleva doprava, pak dolní. V rámci akce jde první pole 1, pak 2 a 3 (Najímání příšer a Stavba místností jdou obráceně: 3, 2, 1). Když přijde na řadu váš služebník, rozhodujete vy.
guide-execute-where = Právě vyhodnocovaná akce je na plánu orámovaná (na telefonu: záložka „Plán“); vaše možnosti jsou tlačítka v liště.
guide-execute-cost = Každé pole ukazuje cena → zisk. Když akci nevyužijete nebo nemůžete zaplatit, služebník zůstane stát na kartě příkazu.
guide-execute-why = Kartu, jejíž služebník nic neudělal, si smíte na konci období vzít zpět do ruky.

guide-exec-get-food-title = Získání jídla
guide-exec-get-food-what = Váš služebník ve vesnici jídlo koupí nebo vymáhá.
guide-exec-get-food-cost = Pole 1: 1 zlaťák → 2 jídla. Pole 2: 1 zlo → 3 jídla. Pole 3: 2 zla → 3 jídla a 1 zlaťák.
guide-exec-get-food-why = Jídlem platíte impy a příšery a příšery ho chtějí znovu ve výplatní den. Zlo posouvá váš ukazatel nahoru po Stupnici zla: nejzlejší hráč dostane nejsilnějšího hrdinu a na poli 10 si pro vás přijde paladin.

guide-exec-improve-reputation-title = Zlepšení reputace
guide-exec-improve-reputation-what = Váš služebník ve městě zlepší vaši pověst a může nahlédnout do bojové karty.
guide-exec-improve-reputation-cost = Pole 1: −1 zlo a prohlédnutí. Pole 2: −2 zla. Pole 3: 1 zlaťák → −2 zla a prohlédnutí.
guide-exec-improve-reputation-why = Méně zla znamená slabší hrdiny a žádného paladina. Prohlédnutí vám ukáže jednu ze čtyř bojových karet letošního roku, které leží lícem dolů ve městě: kouzlo a zranění při dobývání toho kola budete znát předem.

guide-exec-dig-tunnels-title = Kopání chodeb
guide-exec-dig-tunnels-what = Vaši impové vykopou nové chodby vedle vašeho dungeonu.
guide-exec-dig-tunnels-where = Klepněte na zvýrazněné pole vašeho dungeonu jednou za každou chodbu, pak na „Skončit“.
guide-exec-dig-tunnels-cost = Na každou chodbu jeden volný imp: na poli 1 nejvýš 2 chodby, na poli 2 tři, na poli 3 čtyři (a ještě jeden imp jako předák). Tito impové mají do konce období práci. Žádný čtverec 2×2 nesmí být celý zaplněný.
guide-exec-dig-tunnels-why = V chodbách impové těží zlato a stavějí se v nich místnosti. Každá dvě pole ale zvyšují daně o 1 zlaťák a hrdinové mají víc co dobývat.

guide-exec-mine-gold-title = Těžba zlata
guide-exec-mine-gold-what = Vaši impové těží zlato ve vašich chodbách.
guide-exec-mine-gold-where = Klepnutím na zvýrazněnou chodbu do ní pošlete volného impa: každý přinese 1 zlaťák. Pak „Skončit“.
guide-exec-mine-gold-cost = Na každou chodbu jeden volný imp, v každé chodbě za období jen jeden: na poli 1 nejvýš 2, na poli 2 tři, na poli 3 čtyři a předák. V místnostech a dobytých chodbách se těžit nedá.
guide-exec-mine-gold-why = Zlatem platíte místnosti, pasti, daně a návnadu pro past v místnosti.

guide-exec-recruit-imps-title = Najímání impů
guide-exec-recruit-imps-what = Víc impů pro váš dungeon.
guide-exec-recruit-imps-cost = Pole 1: 1 jídlo → 1 imp. Pole 2: 2 jídla → 2 impové. Pole 3: 1 jídlo a 1 zlaťák → 2 impové.
guide-exec-recruit-imps-why = Impové kopou, těží a pracují v místnostech, každý jednu práci za období. Noví impové přijdou až po kopání a těžbě, takže letos mohou pracovat jen ve výrobních místnostech.

guide-exec-buy-traps-title = Nákup pastí
guide-exec-buy-traps-what = Táhnete karty pastí z balíčku lícem dolů. Vidíte je jen vy.
guide-exec-buy-traps-cost = Pole 1: 1 zlaťák → 1 past. Pole 2: zdarma → 1 past. Pole 3: 2 zlaťáky → 2 pasti.
guide-exec-buy-traps-why = V boji zasáhne past hrdiny jako první, ještě před vašimi příšerami. Past v místnosti potřebuje návnadu 1 zlaťák.

guide-exec-hire-monster-title = Najímání příšer
guide-exec-hire-monster-what = Vezmete si jednu příšeru z Hospody do svého doupěte.
guide-exec-hire-monster-where = Klepněte na zvýrazněnou příšeru v Hospodě (na telefonu: záložka „Plán“) nebo na její tlačítko v liště. Podržením karty (nebo klávesou i) si ji přečtete celou.
guide-exec-hire-monster-cost = Cena je vytištěná na příšeře (jídlo, zlo nebo obojí). Pole 3 platí o 1 jídlo víc, ale vybírá první.
guide-exec-hire-monster-why = Příšery bojují s hrdiny a na konci dávají body, ale ve výplatní den každá chce svou cenu znovu.

guide-exec-build-room-title = Stavba místností
guide-exec-build-room-what = Vezmete si místnost z Obchodu a postavíte ji ve svém dungeonu.
guide-exec-build-room-where = Klepněte na místnost v Obchodě, pak na zvýrazněnou chodbu vašeho dungeonu.
guide-exec-build-room-cost = Pole 3 a 2 platí 1 zlaťák, pole 1 nic, pokud nějaká místnost zbyla. Místnost nahradí jednu vaši chodbu v oblasti nakreslené na kartě a dvě místnosti spolu nikdy nesousedí.
guide-exec-build-room-why = Místnosti ve fázi výroby dávají jídlo, zlato, impy nebo pasti a na konci body.

guide-production-title = Výroba a návrat příkazu
guide-production-what = Každá vaše místnost může jednou za období pracovat; pak si vezmete jednu ze tří zahraných karet příkazů zpět do ruky.
guide-production-where = Klepnutím na zvýrazněnou místnost vašeho dungeonu do ní pošlete volné impy. Pak klepněte na zahranou kartu příkazu, kterou chcete zpět (nebo použijte lištu).
guide-production-cost = Místnost potřebuje tolik volných impů, kolik má vytištěno, někdy i něco navíc. Impové, kteří letos kopali nebo těžili, už pracovat nemohou.
guide-production-why = Zpět si smíte vzít 1. kartu nebo kteroukoli kartu, jejíž služebník nic neudělal; zbylé dvě budou příští období zablokované.

guide-payday-title = Výplatní den
guide-payday-what = Každá příšera ve vašem doupěti chce svou cenu znovu.
guide-payday-where = Vaše příšery jsou v Doupěti příšer; u každé zvolte v liště „Zaplatit“ nebo „Propustit“.
guide-payday-cost = Zaplaťte znovu její vytištěnou cenu (jídlo nebo zlo), nebo ji propusťte: odejde a vy získáte 1 zlo.
guide-payday-why = Propuštěná příšera za vás už nebojuje a nedá body. Nechte si ty, které budete potřebovat v boji na konci roku.

guide-taxes-title = Daně
guide-taxes-what = Ministerstvo vybírá daně z každého dungeonu.
guide-taxes-where = Lišta říká, kolik dlužíte a kolik máte; zvolte, kolik zaplatíte.
guide-taxes-cost = 1 zlaťák za každá 2 pole vašeho dungeonu, zaokrouhleno nahoru. Za každý nezaplacený zlaťák dostanete nepříjemný dopis.
guide-taxes-why = Nepříjemný dopis je na konci −3 body a nikdy nezmizí. Na období daní si schovejte zlato: destičky událostí ho ukazují o období dřív.

guide-events-title = Co přijde
guide-events-what = O období dřív se otočí lícem nahoru jedna destička události: výplatní den, daně nebo zvláštní událost (ta v první hře nic nedělá).
guide-events-where = Destičky událostí jsou na plánu (na telefonu: záložka „Plán“), jedna pro jaro, léto a podzim.
guide-events-why = Máte toto a příští období, abyste nashromáždili jídlo nebo zlato, které bude chtít.

guide-adventurers-title = Hrdinové u vašich dveří
guide-adventurers-what = Na konci jara, léta a podzimu dostane každý hráč jednoho hrdinu, který až do boje čeká u vchodu do dungeonu. Nejhodnější hráč (nejméně zla) dostane nejslabšího, nejzlejší nejsilnějšího.
guide-adventurers-where = Vaše družina stojí nad vaším dungeonem; hrdinové pro příští období jsou na plánu.
guide-adventurers-why = Bojovníci jdou první a schytají rány, kněží léčí, čarodějové sesílají kouzlo kola, zloději zneškodňují pasti. Kdo dosáhne 10 zla, dostane navíc paladina.

guide-combat-title = Boj
guide-combat-what = Po podzimu vaše družina až ve 4 kolech útočí na váš dungeon. V každém kole jde na nejbližší nedobyté pole; vy ho bráníte; pak se otočí bojová karta kola: její kouzlo a zranění při dobývání.
guide-combat-where = Boj je nad vaším dungeonem (na telefonu: záložka „Vy“); na každý krok se vás ptá lišta.
guide-combat-why = Každý poražený hrdina jde do vašeho vězení a dává body; každé pole, které dobudou, stojí body a 1 zlo.

guide-combat-target-title = Na které pole se útočí
guide-combat-target-what = Družina jde na nedobyté pole nejblíž vchodu. Když je jich stejně blízko víc, vybíráte vy.
guide-combat-target-where = Klepněte na jedno ze zvýrazněných polí vašeho dungeonu.

guide-combat-plan-title = Plánování obrany
guide-combat-plan-what = Vyberete, co v tomto kole brání napadené pole.
guide-combat-plan-where = Klepnutím na past a příšery v doupěti je pošlete do boje, pak „Dokončit plánování tohoto kola“.
guide-combat-plan-cost = Do chodby nejvýš 1 past a 1 příšera; do místnosti 1 past (s návnadou 1 zlaťák) a až 2 příšery. Příšera, která bojovala, je zneškodněná až do konce letošního boje.
guide-combat-plan-why = Bitva jde takto: past, rychlé kouzlo, příšery, pomalé kouzlo, léčení, pak zranění při dobývání: když nějaký hrdina zůstane stát, pole je dobyté.

guide-combat-aim-title = Kam míří past
guide-combat-aim-what = Vaše past vám dovolí vybrat, kterého hrdinu zasáhne.
guide-combat-aim-where = Klepněte na hrdinu vaší družiny nad dungeonem nebo na tlačítko v liště.
guide-combat-aim-why = Zásah, který hrdinu vyřadí, ho pošle do vašeho vězení; zloději zneškodňují zranění od pastí odpředu.

guide-combat-trap-order-title = Která past jde první
guide-combat-trap-order-what = Toto pole brání dvě pasti: pořadí vybíráte vy.
guide-combat-trap-order-why = Zloději zneškodňují nejdřív první past, takže druhá může zasáhnout naplno.

guide-combat-attack-title = Vaše příšery útočí
guide-combat-attack-what = Každá poslaná příšera musí zaútočit: vyberete, která jde další, a když má dva útoky nebo si smí vybrat cíl, také jak.
guide-combat-attack-where = Klepněte na zvýrazněnou příšeru nebo hrdinu, nebo na tlačítko v liště.
guide-combat-attack-cost = Příšera, která zaútočila, zůstane zneškodněná až do konce letošního boje.
guide-combat-attack-why = Běžný útok zasáhne prvního hrdinu; hrdina, jehož zranění dosáhne jeho životů, jde do vašeho vězení.

guide-combat-prisoner-title = Propuštění vězně
guide-combat-prisoner-what = Ve vašem dungeonu nezbylo žádné nedobyté pole, takže místo boje propustíte vězně.
guide-combat-prisoner-where = Klepněte na zvýrazněného hrdinu ve vašem vězení.

guide-combat-spell-title = Kouzlo si vybírá příšeru
guide-combat-spell-what = Kouzlo kola působí na jednu z vašich příšer a vy vybíráte, na kterou.
guide-combat-spell-where = Klepněte na jedno z tlačítek v liště.

guide-combat-collapse-title = Pole se zřítí
guide-combat-collapse-what = Kvůli jednomu účinku přijdete o pole svého dungeonu; vybíráte, o které.
guide-combat-collapse-where = Klepněte na zvýrazněné pole vašeho dungeonu.

guide-year-two-title = Váš první rok skončil
guide-year-two-what = Druhý rok se hraje jako první, se silnějšími příšerami, místnostmi a hrdiny a s místnostmi pro boj. Body se sečtou po boji druhého roku.
guide-year-two-where = Rok a období jsou nahoře na plánu.
guide-year-two-why = Průvodce dál vysvětlí každý druh rozhodnutí, který jste ještě nepotkali; všechno ostatní už znáte.

guide-exec-discard-trap-title = Jednu past vrátit
guide-exec-discard-trap-what = Ve druhém roce táhnete při Nákupu pastí o kartu víc a pak jednu past podle svého výběru odhodíte lícem dolů: novou, nebo starší.
guide-exec-discard-trap-where = Klepněte mezi svými pastmi na tu, kterou odhodíte, nebo na její tlačítko v liště.
guide-exec-discard-trap-why = Nechte si pasti, které se hodí na hrdiny čekající u vašeho vchodu.
