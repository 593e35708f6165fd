# Słowa e-maili serwera i stron, które otwierają ich linki (issue #30).

mail-confirm-subject = Dungeon Lords Online: potwierdź swój adres e-mail
mail-confirm-body =
    Cześć { $name },

    ktoś (mamy nadzieję, że Ty) poprosił, aby na ten adres przychodziły
    e-maile o turach w grze Dungeon Lords Online. Dopóki go nie
    potwierdzisz, nic na niego nie wysyłamy. Aby go potwierdzić, otwórz
    ten link i naciśnij przycisk:
    { $confirm }

    Link jest ważny przez { $hours } godzin. Jeśli to nie Ty, nic nie rób:
    nie dostaniesz żadnego innego e-maila o tej grze. Aby odmówić e-maili
    z tej gry albo z tego serwera w ogóle:
    { $unsubscribe }

mail-turn-subject = Dungeon Lords Online: Twoja kolej
mail-turn-body =
    Cześć { $name },

    w Twojej grze Dungeon Lords Online czeka na Ciebie decyzja:
    { $link }

    Dostajesz ten e-mail, ponieważ ten adres został podany i potwierdzony
    w grze. Koniec e-maili z tej gry:
    { $unsubscribe }

mail-reminder-subject = Dungeon Lords Online: pozostali na Ciebie czekają
mail-reminder-body =
    Cześć { $name },

    pozostali gracze wciąż czekają na Twoją decyzję:
    { $link }

    To jedyne przypomnienie o tej decyzji. Koniec e-maili z tej gry:
    { $unsubscribe }

page-confirm-title = Potwierdź swój adres e-mail
page-confirm-text = E-maile o turach w tej grze Dungeon Lords Online zaczną przychodzić na Twój adres, gdy go potwierdzisz.
page-confirm-button = Potwierdź
page-confirmed-title = Adres potwierdzony
page-confirmed-text = Gdy w tej grze będzie na Ciebie czekać decyzja, a Ciebie nie będzie przy grze, dostaniesz e-mail.
page-open-game = Otwórz grę
page-unsubscribe-title = Koniec e-maili
page-unsubscribe-text = Zatrzymaj e-maile na Twój adres:
page-unsubscribe-game = Z tej gry
page-unsubscribe-all = Z tego serwera, na zawsze
page-unsubscribed-game = Ta gra nie wyśle Ci już żadnych e-maili.
page-unsubscribed-all = Ten serwer nie wyśle Ci już żadnych e-maili.
page-invalid-title = Nieprawidłowy link
page-invalid-text = Tego linku nie znamy, zastąpił go nowszy albo już wygasł.

# Logowanie do konta przez e-mail (issue #39). Argumenty: $link (odnośnik), $minutes.
mail-signin-subject = Dungeon Lords Online: twój link do logowania
mail-signin-body =
    Dzień dobry,

    ktoś (mamy nadzieję, że ty) poprosił o zalogowanie do Dungeon Lords
    Online tym adresem. Otwórz ten link w przeglądarce, w której chcesz
    się zalogować:
    { $link }

    Link działa tylko raz, przez { $minutes } minut. Jeśli to nie ty,
    nic nie rób: bez tego linku nikt się nie zaloguje.

# Grupy (issue #39, punkt 5): zaproszenie członka do nowej gry grupy.
# Argumenty: $name (członek), $group (nazwa grupy), $by (kto założył grę), $link (strona grupy).
mail-group-subject = Dungeon Lords Online: { $group } gra ponownie
mail-group-body =
    Dzień dobry, { $name },

    { $by } założył(a) nową grę dla Twojej grupy „{ $group }”. Miejsce
    przy stole jest dla Ciebie przez jakiś czas zarezerwowane; zajmij je
    na stronie grupy (po zalogowaniu):
    { $link }

    Dostajesz ten e-mail, ponieważ Twoje konto należy do tej grupy.
    Na tej samej stronie możesz wyłączyć te e-maile.
