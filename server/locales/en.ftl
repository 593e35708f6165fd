# The words of the server's e-mails and of the pages their links open (issue #30).
# Arguments: $name (the player's name), $confirm / $link / $unsubscribe (links), $hours.

mail-confirm-subject = Dungeon Lords Online: confirm your e-mail address
mail-confirm-body =
    Hello { $name },

    someone (we hope you) asked for the turn e-mails of a Dungeon Lords
    Online game to go to this address. Nothing is sent to it until you
    confirm it: open this link and press the button.
    { $confirm }

    The link works for { $hours } hours. If it was not you, do nothing:
    no other e-mail about this game comes to you. To refuse e-mail from
    this game, or from this server at all:
    { $unsubscribe }

mail-turn-subject = Dungeon Lords Online: your turn
mail-turn-body =
    Hello { $name },

    a decision in your Dungeon Lords Online game is waiting for you:
    { $link }

    You get this e-mail because this address was given and confirmed in
    the game. No more e-mails from this game:
    { $unsubscribe }

mail-reminder-subject = Dungeon Lords Online: the others are waiting for you
mail-reminder-body =
    Hello { $name },

    the other players are still waiting for your decision:
    { $link }

    This is the only reminder for this decision. No more e-mails from
    this game:
    { $unsubscribe }

page-confirm-title = Confirm your e-mail address
page-confirm-text = The turn e-mails of this Dungeon Lords Online game go to your address once you confirm it.
page-confirm-button = Confirm
page-confirmed-title = Address confirmed
page-confirmed-text = You get an e-mail when a decision in this game waits for you while you are away.
page-open-game = Open the game
page-unsubscribe-title = No more e-mails
page-unsubscribe-text = Stop the e-mails to your address:
page-unsubscribe-game = From this game
page-unsubscribe-all = From this server, for good
page-unsubscribed-game = This game sends no more e-mails to your address.
page-unsubscribed-all = This server sends no more e-mails to your address.
page-invalid-title = Link not valid
page-invalid-text = This link is unknown, was replaced by a newer one, or has expired.

# Account sign-in by e-mail (issue #39). Arguments: $link (the sign-in link), $minutes.
mail-signin-subject = Dungeon Lords Online: your sign-in link
mail-signin-body =
    Hello,

    someone (we hope you) asked to sign in to Dungeon Lords Online with
    this address. Open this link in the browser you want to sign in:
    { $link }

    The link works once, for { $minutes } minutes. If it was not you, do
    nothing: nobody can sign in without this link.

# Groups (issue #39 item 5): a member's invitation to the group's new game.
# Arguments: $name (the member), $group (the group's name), $by (who started it), $link (the group's page).
mail-group-subject = Dungeon Lords Online: { $group } plays again
mail-group-body =
    Hello { $name },

    { $by } started a new game for your group "{ $group }". A seat is
    kept for you for a while; take it on the group's page (signed in):
    { $link }

    You get this e-mail because your account is a member of this group.
    Turn these e-mails off on the same page.
