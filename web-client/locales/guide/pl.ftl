# Gra z przewodnikiem (js/guide.js): nasze własne słowa na podstawie przykładowej rozgrywki z instrukcji.
# Każdy temat ma tytuł i niektóre części: co to jest, gdzie dotknąć, ile to kosztuje, dlaczego to ważne.

guide-home-title = Naucz się grać
guide-home-intro = Pierwsza gra przeciwko trzem botom, z przewodnikiem, który wyjaśnia każdy nowy rodzaj decyzji, gdy pojawi się po raz pierwszy: co to jest, gdzie dotknąć, ile to kosztuje i dlaczego to ważne. Każdy wybór należy do ciebie. Możesz wyjść w dowolnej chwili: z tej strony wrócisz do gry.
guide-home-name = Twoje imię
guide-home-start = Zacznij grę z przewodnikiem
guide-home-new = Zacznij nową grę z przewodnikiem
guide-home-continue = Kontynuuj grę z przewodnikiem
guide-home-need-name = Wpisz imię, aby usiąść przy stole.
guide-home-starting = Przygotowujemy stół…

guide-badge = Przewodnik
guide-ok = Rozumiem
guide-show = Pokaż mi
guide-skip = Pomiń przewodnik
guide-is-off = Przewodnik jest wyłączony.
guide-turn-on = Włącz przewodnik
guide-explain-again = Wyjaśnij ponownie: { $what }
guide-part-what = Co to jest
guide-part-where = Gdzie dotknąć
guide-part-cost = Ile to kosztuje
guide-part-why = Dlaczego to ważne

guide-welcome-title = Twój pierwszy rok jako władca podziemi
guide-welcome-what = Kopiesz podziemia i wypełniasz je pomieszczeniami, pułapkami i potworami. Rok ma cztery pory budowania (zima, wiosna, lato, jesień) i kończy się walką: poszukiwacze przygód, których przyciągnęła twoja reputacja, wtargną do twoich podziemi. Gra trwa dwa lata.
guide-welcome-where = Twoje zasoby i podziemia są w twoim panelu (na telefonie: zakładka „Ty”). Decyzja, która na ciebie czeka, jest zawsze na pasku z przyciskami; pozostali trzej gracze to boty.
guide-welcome-cost = Zaczynasz z 3 sztukami złota, 3 znacznikami żywności, 3 chochlikami, 3 tunelami i na pozycji 5 Złomierza.
guide-welcome-why = Punkty dają potwory, pomieszczenia, uwięzieni poszukiwacze przygód i tytuły; pola podbite przez poszukiwaczy i niezapłacone podatki odbierają punkty. Przewodnik wyjaśnia każdy nowy rodzaj decyzji raz; „Pomiń przewodnik” pozwala grać dalej samodzielnie.

guide-orders-title = Tajne rozkazy
guide-orders-what = W każdej porze roku każdy gracz w tajemnicy wybiera 3 swoje karty rozkazów, w kolejności, w jakiej zostaną odkryte. Każda karta wysyła jedną z twoich sług na jedno z ośmiu pól akcji na planszy.
guide-orders-where = Dotknij podświetlonej karty rozkazu w ręce (albo jej przycisku na pasku): pierwszej, drugiej, trzeciej. Dopóki nie wybierzesz trzeciej, możesz je cofnąć.
guide-orders-cost = Wybór nic nie kosztuje, ale miejsce, które dostaniesz, już tak: pierwsza sługa na polu akcji zajmuje miejsce 1, następna miejsce 2, potem miejsce 3, a każde miejsce ma obok własny koszt i zysk. Gdy wszystkie trzy miejsca są zajęte, twój rozkaz jest zablokowany.
guide-orders-why = Po porze roku twoja 2. i 3. karta są niedostępne w następnej porze, a 1. wraca do ręki. Jako pierwsze zagrywaj to, co chcesz zagrać znowu; wcześnie zagrywaj to, czego chcą też inni.

guide-execute-title = Rozkazy są wykonywane
guide-execute-what = Osiem pól akcji wykonuje się jedno po drugim: górny rząd od lewej do prawej, potem dolny. Na polu akcji najpierw idzie miejsce 1, potem 2 i 3 (Zatrudnianie potworów i Budowanie pomieszczeń odwrotnie: 3, 2, 1). Gdy przychodzi kolej twojej sługi, decydujesz ty.
guide-execute-where = Wykonywane pole akcji jest obramowane na planszy (na telefonie: zakładka „Plansza”); twoje możliwości to przyciski na pasku.
guide-execute-cost = Każde miejsce pokazuje koszt → zysk. Jeśli zrezygnujesz albo nie możesz zapłacić, sługa zostaje na karcie rozkazu.
guide-execute-why = Kartę, której sługa nic nie zrobiła, możesz na koniec pory roku wziąć z powrotem do ręki.

guide-exec-get-food-title = Zdobywanie żywności
guide-exec-get-food-what = Twoja sługa kupuje albo wymusza żywność we wsi.
guide-exec-get-food-cost = Miejsce 1: 1 sztuka złota → 2 znaczniki żywności. Miejsce 2: 1 punkt zła → 3 znaczniki żywności. Miejsce 3: 2 punkty zła → 3 znaczniki żywności i 1 sztuka złota.
guide-exec-get-food-why = Żywnością płacisz za chochliki i potwory, a potwory chcą jej znowu w dzień wypłaty. Zło przesuwa twój znacznik w górę Złomierza: najbardziej zły gracz dostaje najsilniejszego poszukiwacza przygód, a na pozycji 10 przychodzi po ciebie paladyn.

guide-exec-improve-reputation-title = Poprawienie reputacji
guide-exec-improve-reputation-what = Twoja sługa poprawia twoją reputację w mieście i może podejrzeć kartę walki.
guide-exec-improve-reputation-cost = Miejsce 1: −1 punkt zła i podejrzenie. Miejsce 2: −2 punkty zła. Miejsce 3: 1 sztuka złota → −2 punkty zła i podejrzenie.
guide-exec-improve-reputation-why = Mniej zła to słabsi poszukiwacze przygód i brak paladyna. Podejrzenie pokazuje jedną z czterech zakrytych kart walki tego roku leżących w mieście: poznasz zaklęcie i zmęczenie tej rundy przed walką.

guide-exec-dig-tunnels-title = Kopanie tuneli
guide-exec-dig-tunnels-what = Twoje chochliki kopią nowe tunele obok twoich podziemi.
guide-exec-dig-tunnels-where = Dotknij podświetlonego pola twoich podziemi raz na każdy tunel, potem „Zakończ”.
guide-exec-dig-tunnels-cost = Jeden wolny chochlik na tunel: na miejscu 1 najwyżej 2 tunele, na miejscu 2 trzy, na miejscu 3 cztery (i jeszcze jeden chochlik jako nadchochlik). Te chochliki są zajęte do końca pory roku. Żaden kwadrat 2×2 nie może być cały zapełniony.
guide-exec-dig-tunnels-why = W tunelach chochliki wydobywają złoto i buduje się w nich pomieszczenia. Ale każde 2 pola podnoszą podatki o 1 sztukę złota, a poszukiwacze przygód mają więcej do podbicia.

guide-exec-mine-gold-title = Wydobywanie złota
guide-exec-mine-gold-what = Twoje chochliki wydobywają złoto w twoich tunelach.
guide-exec-mine-gold-where = Dotknij podświetlonego tunelu, aby wysłać tam wolnego chochlika: każdy przynosi 1 sztukę złota. Potem „Zakończ”.
guide-exec-mine-gold-cost = Jeden wolny chochlik na tunel, w każdym tunelu tylko jeden na porę roku: na miejscu 1 najwyżej 2, na miejscu 2 trzy, na miejscu 3 cztery i nadchochlik. W pomieszczeniach i podbitych tunelach nie da się wydobywać.
guide-exec-mine-gold-why = Złotem płacisz za pomieszczenia, pułapki, podatki i przynętę do pułapki w pomieszczeniu.

guide-exec-recruit-imps-title = Rekrutacja chochlików
guide-exec-recruit-imps-what = Więcej chochlików dla twoich podziemi.
guide-exec-recruit-imps-cost = Miejsce 1: 1 znacznik żywności → 1 chochlik. Miejsce 2: 2 znaczniki żywności → 2 chochliki. Miejsce 3: 1 znacznik żywności i 1 sztuka złota → 2 chochliki.
guide-exec-recruit-imps-why = Chochliki kopią, wydobywają i pracują w pomieszczeniach, każdy jedną pracę na porę roku. Nowe chochliki przychodzą po kopaniu i wydobywaniu, więc w tej porze mogą pracować tylko w pomieszczeniach produkcyjnych.

guide-exec-buy-traps-title = Kupowanie pułapek
guide-exec-buy-traps-what = Dobierasz karty pułapek z zakrytej talii. Widzisz je tylko ty.
guide-exec-buy-traps-cost = Miejsce 1: 1 sztuka złota → 1 pułapka. Miejsce 2: za darmo → 1 pułapka. Miejsce 3: 2 sztuki złota → 2 pułapki.
guide-exec-buy-traps-why = W walce pułapka uderza w poszukiwaczy przygód jako pierwsza, przed twoimi potworami. Pułapka w pomieszczeniu wymaga przynęty: 1 sztuki złota.

guide-exec-hire-monster-title = Zatrudnianie potworów
guide-exec-hire-monster-what = Bierzesz jednego potwora z Podziemnej gospody do swojego legowiska.
guide-exec-hire-monster-where = Dotknij podświetlonego potwora w Podziemnej gospodzie (na telefonie: zakładka „Plansza”) albo jego przycisku na pasku. Przytrzymaj kartę (albo naciśnij klawisz i), aby przeczytać ją całą.
guide-exec-hire-monster-cost = Koszt jest wydrukowany na potworze (żywność, zło albo jedno i drugie). Miejsce 3 płaci 1 znacznik żywności więcej, ale wybiera pierwsze.
guide-exec-hire-monster-why = Potwory walczą z poszukiwaczami przygód i na końcu dają punkty, ale w dzień wypłaty każdy chce swojej zapłaty znowu.

guide-exec-build-room-title = Budowanie pomieszczeń
guide-exec-build-room-what = Bierzesz pomieszczenie z dostępnych pomieszczeń i budujesz je w swoich podziemiach.
guide-exec-build-room-where = Dotknij pomieszczenia wśród dostępnych pomieszczeń, potem podświetlonego tunelu twoich podziemi.
guide-exec-build-room-cost = Miejsca 3 i 2 płacą 1 sztukę złota, miejsce 1 nic, jeśli zostało jakieś pomieszczenie. Pomieszczenie zastępuje jeden twój tunel w obszarze narysowanym na karcie, a dwa pomieszczenia nigdy się nie stykają.
guide-exec-build-room-why = Pomieszczenia w fazie produkcji dają żywność, złoto, chochliki albo pułapki, a na końcu punkty.

guide-production-title = Produkcja i odzyskanie rozkazu
guide-production-what = Każde twoje pomieszczenie może pracować raz na porę roku; potem bierzesz jedną z trzech zagranych kart rozkazów z powrotem do ręki.
guide-production-where = Dotknij podświetlonego pomieszczenia twoich podziemi, aby wysłać tam wolne chochliki. Potem dotknij zagranej karty rozkazu, którą chcesz odzyskać (albo użyj paska).
guide-production-cost = Pomieszczenie potrzebuje tylu wolnych chochlików, ile ma wydrukowane, czasem czegoś jeszcze. Chochliki, które w tej porze kopały albo wydobywały, nie mogą już pracować.
guide-production-why = Możesz odzyskać 1. kartę albo dowolną kartę, której sługa nic nie zrobiła; pozostałe dwie będą niedostępne w następnej porze roku.

guide-payday-title = Dzień wypłaty
guide-payday-what = Każdy potwór w twoim legowisku chce swojej zapłaty znowu.
guide-payday-where = Twoje potwory są w Legowisku potworów; dla każdego wybierz na pasku „Zapłać” albo „Wypuść”.
guide-payday-cost = Zapłać ponownie jego wydrukowany koszt (żywność albo zło) albo go wypuść: odchodzi, a ty zyskujesz 1 punkt zła.
guide-payday-why = Wypuszczony potwór już dla ciebie nie walczy i nie daje punktów. Zatrzymaj te, których będziesz potrzebować w walce na koniec roku.

guide-taxes-title = Podatki
guide-taxes-what = Ministerstwo pobiera podatki od wszystkich podziemi.
guide-taxes-where = Pasek podaje, ile trzeba zapłacić i ile masz; wybierz, ile zapłacisz.
guide-taxes-cost = 1 sztuka złota za każde 2 pola twoich podziemi, w górę. Za każdą niezapłaconą sztukę złota dostajesz nieprzyjemny list.
guide-taxes-why = Nieprzyjemny list to −3 punkty na końcu i nigdy nie znika. Na porę podatków zachowaj złoto: żetony wydarzeń pokazują ją porę wcześniej.

guide-events-title = Co nadchodzi
guide-events-what = Porę wcześniej odkrywa się jeden żeton wydarzenia: dzień wypłaty, podatki albo wydarzenie specjalne (w pierwszej grze nic nie robi).
guide-events-where = Żetony wydarzeń są na planszy (na telefonie: zakładka „Plansza”), po jednym na wiosnę, lato i jesień.
guide-events-why = Masz tę i następną porę roku, aby zebrać żywność albo złoto, których będzie wymagać.

guide-adventurers-title = Poszukiwacze przygód u twoich drzwi
guide-adventurers-what = Na koniec wiosny, lata i jesieni każdy gracz dostaje jednego poszukiwacza przygód, który do walki czeka przy wejściu do podziemi. Najmilszy gracz (najmniej zła) dostaje najsłabszego, najbardziej zły najsilniejszego.
guide-adventurers-where = Twoja drużyna stoi nad twoimi podziemiami; poszukiwacze na następną porę są na planszy.
guide-adventurers-why = Wojownicy idą pierwsi i przyjmują ciosy, kapłani leczą, czarownicy rzucają zaklęcie rundy, złodzieje rozbrajają pułapki. Kto dojdzie do 10 punktów zła, dostaje jeszcze paladyna.

guide-combat-title = Walka
guide-combat-what = Po jesieni twoja drużyna przez najwyżej 4 rundy atakuje twoje podziemia. W każdej rundzie idzie na najbliższe niepodbite pole; ty go bronisz; potem odkrywa się karta walki rundy: jej zaklęcie i zmęczenie.
guide-combat-where = Walka jest nad twoimi podziemiami (na telefonie: zakładka „Ty”); o każdy etap pyta pasek.
guide-combat-why = Każdy pokonany poszukiwacz przygód trafia do twojego więzienia i daje punkty; każde podbite pole kosztuje punkty i 1 punkt zła.

guide-combat-target-title = Które pole jest atakowane
guide-combat-target-what = Drużyna idzie na niepodbite pole najbliżej wejścia. Gdy kilka jest równie blisko, wybierasz ty.
guide-combat-target-where = Dotknij jednego z podświetlonych pól twoich podziemi.

guide-combat-plan-title = Planowanie obrony
guide-combat-plan-what = Wybierasz, co w tej rundzie broni atakowanego pola.
guide-combat-plan-where = Dotknij pułapki i potworów w legowisku, aby wysłać je do walki, potem „Zakończ planowanie tej rundy”.
guide-combat-plan-cost = Do tunelu najwyżej 1 pułapka i 1 potwór; do pomieszczenia 1 pułapka (z przynętą: 1 sztuka złota) i do 2 potworów. Potwór, który walczył, jest ogłuszony do końca tegorocznej walki.
guide-combat-plan-why = Walka idzie tak: pułapka, szybkie zaklęcie, potwory, wolne zaklęcie, leczenie, potem zmęczenie: jeśli jakiś poszukiwacz przygód ustoi, pole zostaje podbite.

guide-combat-aim-title = W kogo celuje pułapka
guide-combat-aim-what = Twoja pułapka pozwala wybrać, którego poszukiwacza przygód trafi.
guide-combat-aim-where = Dotknij poszukiwacza w drużynie nad twoimi podziemiami albo przycisku na pasku.
guide-combat-aim-why = Trafienie, które go eliminuje, wysyła go do twojego więzienia; złodzieje rozbrajają obrażenia od pułapek od przodu.

guide-combat-trap-order-title = Która pułapka pierwsza
guide-combat-trap-order-what = Tego pola bronią dwie pułapki: kolejność wybierasz ty.
guide-combat-trap-order-why = Złodzieje zużywają rozbrajanie najpierw na pierwszą pułapkę, więc druga może trafić w pełni.

guide-combat-attack-title = Twoje potwory atakują
guide-combat-attack-what = Każdy wysłany potwór musi zaatakować: wybierasz, który idzie następny, a gdy ma dwa ataki albo może wybrać cel, także jak.
guide-combat-attack-where = Dotknij podświetlonego potwora albo poszukiwacza, albo przycisku na pasku.
guide-combat-attack-cost = Potwór, który zaatakował, pozostaje ogłuszony do końca tegorocznej walki.
guide-combat-attack-why = Zwykły atak trafia pierwszego poszukiwacza przygód; poszukiwacz, którego obrażenia sięgną jego punktów życia, trafia do twojego więzienia.

guide-combat-prisoner-title = Uwolnienie więźnia
guide-combat-prisoner-what = W twoich podziemiach nie zostało żadne niepodbite pole, więc zamiast walczyć uwalniasz więźnia.
guide-combat-prisoner-where = Dotknij podświetlonego poszukiwacza w twoim więzieniu.

guide-combat-spell-title = Zaklęcie wybiera potwora
guide-combat-spell-what = Zaklęcie rundy działa na jednego z twoich potworów, a ty wybierasz, na którego.
guide-combat-spell-where = Dotknij jednego z przycisków na pasku.

guide-combat-collapse-title = Pole się zawala
guide-combat-collapse-what = Przez pewien efekt tracisz pole swoich podziemi; wybierasz które.
guide-combat-collapse-where = Dotknij podświetlonego pola twoich podziemi.

guide-year-two-title = Twój pierwszy rok dobiegł końca
guide-year-two-what = Drugi rok gra się jak pierwszy, z silniejszymi potworami, pomieszczeniami i poszukiwaczami przygód oraz z pomieszczeniami bojowymi. Punkty liczy się po walce drugiego roku.
guide-year-two-where = Rok i pora roku są na górze planszy.
guide-year-two-why = Przewodnik dalej wyjaśni każdy rodzaj decyzji, którego jeszcze nie znasz; resztę już wiesz.

guide-exec-discard-trap-title = Jedna pułapka mniej
guide-exec-discard-trap-what = W drugim roku Kupowanie pułapek dobiera o jedną kartę więcej, a potem odrzucasz jedną wybraną pułapkę, zakrytą: nową albo wcześniejszą.
guide-exec-discard-trap-where = Dotknij pułapki do odrzucenia wśród swoich pułapek albo jej przycisku na pasku.
guide-exec-discard-trap-why = Zatrzymaj pułapki, które pasują do poszukiwaczy przygód czekających przy twoim wejściu.
