# Slova e-mailů serveru a stránek, které otevírají jejich odkazy (issue #30).

mail-confirm-subject = Dungeon Lords Online: potvrďte svou e-mailovou adresu
mail-confirm-body =
    Dobrý den, { $name },

    někdo (snad vy) požádal, aby na tuto adresu chodily e-maily o tazích
    ve hře Dungeon Lords Online. Dokud ji nepotvrdíte, nic na ni
    neposíláme. Potvrdíte ji tak, že otevřete tento odkaz a stisknete
    tlačítko:
    { $confirm }

    Odkaz platí { $hours } hodin. Pokud jste to nebyli vy, nic nedělejte:
    žádný další e-mail o této hře vám nepřijde. Odmítnout e-maily z této
    hry nebo z tohoto serveru vůbec:
    { $unsubscribe }

mail-turn-subject = Dungeon Lords Online: jste na tahu
mail-turn-body =
    Dobrý den, { $name },

    ve vaší hře Dungeon Lords Online na vás čeká rozhodnutí:
    { $link }

    Tento e-mail dostáváte, protože tato adresa byla ve hře zadána
    a potvrzena. Už žádné e-maily z této hry:
    { $unsubscribe }

mail-reminder-subject = Dungeon Lords Online: ostatní na vás čekají
mail-reminder-body =
    Dobrý den, { $name },

    ostatní hráči stále čekají na vaše rozhodnutí:
    { $link }

    Toto je jediná připomínka k tomuto rozhodnutí. Už žádné e-maily
    z této hry:
    { $unsubscribe }

page-confirm-title = Potvrďte svou e-mailovou adresu
page-confirm-text = E-maily o tazích v této hře Dungeon Lords Online vám začnou chodit, jakmile adresu potvrdíte.
page-confirm-button = Potvrdit
page-confirmed-title = Adresa potvrzena
page-confirmed-text = Když na vás v této hře bude čekat rozhodnutí a vy nebudete u hry, přijde vám e-mail.
page-open-game = Otevřít hru
page-unsubscribe-title = Žádné další e-maily
page-unsubscribe-text = Zastavit e-maily na vaši adresu:
page-unsubscribe-game = Z této hry
page-unsubscribe-all = Z tohoto serveru, natrvalo
page-unsubscribed-game = Tato hra vám už žádné e-maily nepošle.
page-unsubscribed-all = Tento server vám už žádné e-maily nepošle.
page-invalid-title = Neplatný odkaz
page-invalid-text = Tento odkaz neznáme, nahradil ho novější, nebo už vypršel.

# Přihlášení k účtu e-mailem (issue #39). Argumenty: $link (odkaz), $minutes.
mail-signin-subject = Dungeon Lords Online: váš odkaz pro přihlášení
mail-signin-body =
    Dobrý den,

    někdo (doufáme, že vy) požádal o přihlášení do Dungeon Lords Online
    s touto adresou. Otevřete tento odkaz v prohlížeči, ve kterém se
    chcete přihlásit:
    { $link }

    Odkaz funguje jen jednou a jen { $minutes } minut. Pokud jste to
    nebyli vy, nic nedělejte: bez tohoto odkazu se nikdo nepřihlásí.

# Skupiny (issue #39, bod 5): pozvánka člena do nové hry skupiny.
# Argumenty: $name (člen), $group (název skupiny), $by (kdo hru založil), $link (stránka skupiny).
mail-group-subject = Dungeon Lords Online: { $group } hraje znovu
mail-group-body =
    Dobrý den, { $name },

    { $by } založil(a) novou hru pro vaši skupinu „{ $group }“. Místo
    u stolu je pro vás chvíli držené; zaberte ho na stránce skupiny
    (po přihlášení):
    { $link }

    Tento e-mail dostáváte, protože váš účet je členem této skupiny.
    Na stejné stránce si tyto e-maily můžete vypnout.
