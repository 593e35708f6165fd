# The guided first game (js/guide.js): our own words after the rulebook's walkthrough.
# Every topic has a title and some of: what it is, where to tap, what it costs, why it matters.

guide-home-title = Learn to play
guide-home-intro = A first game against three bots, with a guide that explains each new kind of decision the first time it comes: what it is, where to tap, what it costs and why it matters. You make every choice. Leave whenever you like: this page brings you back to it.
guide-home-name = Your name
guide-home-start = Start the guided game
guide-home-new = Start a new guided game
guide-home-continue = Continue the guided game
guide-home-need-name = Enter a name to sit at the table.
guide-home-starting = Setting the table…

guide-badge = Guide
guide-ok = Got it
guide-show = Show me
guide-skip = Skip the guide
guide-is-off = The guide is off.
guide-turn-on = Turn the guide on
guide-explain-again = Explain again: { $what }
guide-part-what = What it is
guide-part-where = Where to tap
guide-part-cost = What it costs
guide-part-why = Why it matters

guide-welcome-title = Your first year as a dungeon lord
guide-welcome-what = You dig a dungeon and fill it with rooms, traps and monsters. A year has four seasons of building (winter, spring, summer, autumn) and ends with a fight: the adventurers your reputation attracted raid your dungeon. The game lasts two years.
guide-welcome-where = Your supplies and your dungeon are in your own panel (on a phone: the “You” tab). The decision waiting for you is always in the bar with the buttons; the three other lords are bots.
guide-welcome-cost = You start with 3 gold, 3 food, 3 imps, 3 tunnels and evil 5 on the evilometer.
guide-welcome-why = Points come from monsters, rooms, captured adventurers and titles; tiles the adventurers conquer and unpaid taxes cost points. This guide explains each new kind of decision once; “Skip the guide” lets you play on alone.

guide-orders-title = Secret orders
guide-orders-what = Each season every lord secretly picks 3 of their order cards, in the order they will be revealed. Each card sends one of your minions to one of the eight action spaces on the board.
guide-orders-where = Tap a highlighted order card in your hand (or its button in the bar): first, second, third. Until the third is chosen you can take them back.
guide-orders-cost = Choosing is free, but the place you get is not: the first minion on a space takes slot 1, the next slot 2, then slot 3, and every slot has its own price and gain printed beside it. When all three slots are taken, your order is blocked.
guide-orders-why = After the season your 2nd and 3rd cards are out of your hand for the next season, while the 1st comes back. Play first what you want to play again; play early what the others want too.

guide-execute-title = The orders are carried out
guide-execute-what = The eight spaces are carried out one after another: the top row left to right, then the bottom row. Within a space slot 1 goes first, then 2 and 3 (Hire Monster and Build Room run backwards: 3, 2, 1). When your minion’s turn comes, you decide.
guide-execute-where = The space being carried out is outlined on the board (on a phone: the “Board” tab); your choices are the buttons in the bar.
guide-execute-cost = Every slot shows cost → gain. If you decline or cannot pay, your minion stays on its order card.
guide-execute-why = An order whose minion did nothing is one you may take back into your hand at the end of the season.

guide-exec-get-food-title = Get Food
guide-exec-get-food-what = Your minion buys or extorts food in the village.
guide-exec-get-food-cost = Slot 1: 1 gold → 2 food. Slot 2: 1 evil → 3 food. Slot 3: 2 evil → 3 food and 1 gold.
guide-exec-get-food-why = Food pays for imps and monsters, and monsters want it again on payday. Evil moves your marker up the evilometer: the most evil lord gets the strongest adventurer, and at 10 the paladin comes for you.

guide-exec-improve-reputation-title = Improve Reputation
guide-exec-improve-reputation-what = Your minion makes the city think better of you, and may peek at a combat card.
guide-exec-improve-reputation-cost = Slot 1: −1 evil and spy. Slot 2: −2 evil. Slot 3: 1 gold → −2 evil and spy.
guide-exec-improve-reputation-why = Less evil means weaker adventurers and no paladin. Spying shows you one of this year’s four face-down combat cards in the city: you will know that round’s spell and fatigue before the fight.

guide-exec-dig-tunnels-title = Dig Tunnels
guide-exec-dig-tunnels-what = Your imps dig new tunnels next to your dungeon.
guide-exec-dig-tunnels-where = Tap a highlighted square of your dungeon once for each tunnel, then “Stop here”.
guide-exec-dig-tunnels-cost = One free imp per tunnel: up to 2 tunnels on slot 1, 3 on slot 2, 4 on slot 3 (which needs one more imp as foreman). Those imps are busy for the rest of the season. No 2×2 block may be filled.
guide-exec-dig-tunnels-why = Tunnels are where imps mine gold and where rooms are built. But every 2 tiles add 1 gold to your taxes, and adventurers have more to conquer.

guide-exec-mine-gold-title = Mine Gold
guide-exec-mine-gold-what = Your imps mine gold in your tunnels.
guide-exec-mine-gold-where = Tap a highlighted tunnel to put a free imp in it: each imp brings 1 gold. Then “Stop”.
guide-exec-mine-gold-cost = One free imp per tunnel, one imp per tunnel each season: up to 2 on slot 1, 3 on slot 2, 4 on slot 3 plus a foreman. Rooms and conquered tunnels cannot be mined.
guide-exec-mine-gold-why = Gold pays for rooms, traps, taxes and the bait of a trap in a room.

guide-exec-recruit-imps-title = Recruit Imps
guide-exec-recruit-imps-what = More imps for your dungeon.
guide-exec-recruit-imps-cost = Slot 1: 1 food → 1 imp. Slot 2: 2 food → 2 imps. Slot 3: 1 food and 1 gold → 2 imps.
guide-exec-recruit-imps-why = Imps dig, mine and work in rooms, one job a season each. New imps arrive after the digging and mining, so this season they can only work in production rooms.

guide-exec-buy-traps-title = Buy Traps
guide-exec-buy-traps-what = You draw trap cards from the face-down deck. Only you see them.
guide-exec-buy-traps-cost = Slot 1: 1 gold → 1 trap. Slot 2: free → 1 trap. Slot 3: 2 gold → 2 traps.
guide-exec-buy-traps-why = In combat a trap strikes the adventurers first, before your monsters. A trap in a room needs 1 gold as bait.

guide-exec-hire-monster-title = Hire Monster
guide-exec-hire-monster-what = You take one monster from the Underground Inn into your lair.
guide-exec-hire-monster-where = Tap a highlighted monster in the Underground Inn (on a phone: the “Board” tab) or its button in the bar. Hold a card (or focus it and press i) to read it whole.
guide-exec-hire-monster-cost = The price is printed on the monster (food and/or evil). Slot 3 pays 1 food more but chooses first.
guide-exec-hire-monster-why = Monsters fight the adventurers and score points at the end, but on payday each one wants its price again.

guide-exec-build-room-title = Build Room
guide-exec-build-room-what = You take a room from the room shop and build it in your dungeon.
guide-exec-build-room-where = Tap a room in the room shop, then a highlighted tunnel of your dungeon.
guide-exec-build-room-cost = Slots 3 and 2 pay 1 gold, slot 1 is free if a room is left. The room replaces one of your tunnels inside the zone drawn on its card, and two rooms never touch.
guide-exec-build-room-why = Rooms produce food, gold, imps or traps in the production phase, and score points at the end.

guide-production-title = Production and taking an order back
guide-production-what = Your rooms can work once a season; then you take one of the three order cards you played back into your hand.
guide-production-where = Tap a highlighted room of your dungeon to put free imps in it. Then tap the played order card you want back (or use the bar).
guide-production-cost = A room needs the number of free imps printed on it, sometimes with something more. Imps that dug or mined this season cannot work again.
guide-production-why = You may take back your 1st card or any card whose minion did nothing; the other two cannot be played next season.

guide-payday-title = Payday
guide-payday-what = Every monster in your lair wants its price again.
guide-payday-where = Your monsters are in your lair; for each one choose “pay” or “release” in the bar.
guide-payday-cost = Pay its printed price again (food and/or evil), or release it: it leaves and you gain 1 evil.
guide-payday-why = A released monster no longer fights for you or scores. Keep the ones you need for the fight at the end of the year.

guide-taxes-title = Taxes
guide-taxes-what = The ministry collects taxes from every dungeon.
guide-taxes-where = The bar says how much you owe and what you have; choose how much to pay.
guide-taxes-cost = 1 gold for every 2 tiles of your dungeon, rounded up. Each gold you do not pay becomes a dead letter.
guide-taxes-why = A dead letter is −3 points at the end and never goes away. Keep gold for a taxes season: the event tiles show it one season ahead.

guide-events-title = Events ahead
guide-events-what = One event tile turns face up a season early: payday, taxes or the special event (which does nothing in the first game).
guide-events-where = The event tiles are on the board (on a phone: the “Board” tab), one for spring, summer and autumn.
guide-events-why = You have this season and the next to gather the food or gold it will ask for.

guide-adventurers-title = Adventurers at your door
guide-adventurers-what = At the end of spring, summer and autumn every lord gets one adventurer, who waits at the entrance of the dungeon until the fight. The nicest lord (least evil) gets the weakest, the most evil the strongest.
guide-adventurers-where = Your party stands above your dungeon; next season’s adventurers are on the board.
guide-adventurers-why = Warriors walk first and take the hits, priests heal, wizards cast the round’s spell, thieves disarm traps. Whoever reaches evil 10 gets the paladin too.

guide-combat-title = The fight
guide-combat-what = After autumn your party raids your dungeon for up to 4 rounds. Each round they go for the nearest unconquered tile; you defend it; then the round’s combat card is turned: its spell and its fatigue.
guide-combat-where = The fight is above your dungeon (on a phone: the “You” tab); every step asks you in the bar.
guide-combat-why = Each adventurer you defeat goes to your prison and scores points; each tile they conquer costs points and 1 evil.

guide-combat-target-title = Which tile is attacked
guide-combat-target-what = The party goes for the unconquered tile nearest the entrance. When several are as near, you choose.
guide-combat-target-where = Tap one of the highlighted tiles of your dungeon.

guide-combat-plan-title = Planning the defence
guide-combat-plan-what = You choose what defends the attacked tile this round.
guide-combat-plan-where = Tap a trap and monsters in your lair to send them, then “Finish planning this round”.
guide-combat-plan-cost = A tunnel takes at most 1 trap and 1 monster; a room 1 trap (with 1 gold as bait) and up to 2 monsters. A monster that has fought is knocked out until the end of this year’s fight.
guide-combat-plan-why = The battle runs trap, fast spell, monsters, slow spell, healing, then fatigue: if any adventurer is still standing, the tile is conquered.

guide-combat-aim-title = Aiming a trap
guide-combat-aim-what = Your trap lets you pick which adventurer it hits.
guide-combat-aim-where = Tap an adventurer of your party above your dungeon, or a button in the bar.
guide-combat-aim-why = A hit that finishes an adventurer puts them in your prison; thieves disarm trap damage front first.

guide-combat-trap-order-title = Which trap goes first
guide-combat-trap-order-what = Two traps defend this tile: you choose their order.
guide-combat-trap-order-why = Thieves’ disarm is used up against the first trap, so the second may strike in full.

guide-combat-attack-title = Your monsters attack
guide-combat-attack-what = Each monster you sent must attack: you choose which goes next and, when it has two attacks or may pick its target, how.
guide-combat-attack-where = Tap a highlighted monster or adventurer, or a button in the bar.
guide-combat-attack-cost = A monster that has attacked stays knocked out until the end of this year’s fight.
guide-combat-attack-why = A normal attack hits the first adventurer; an adventurer whose damage reaches their hit points goes to your prison.

guide-combat-prisoner-title = Releasing a prisoner
guide-combat-prisoner-what = Your dungeon has no unconquered tile left, so instead of fighting you release a prisoner.
guide-combat-prisoner-where = Tap a highlighted adventurer in your prison.

guide-combat-spell-title = A spell picks a monster
guide-combat-spell-what = The round’s spell acts on one of your monsters and you choose which.
guide-combat-spell-where = Tap one of the buttons in the bar.

guide-combat-collapse-title = A tile collapses
guide-combat-collapse-what = An effect makes you give up a tile of your dungeon; you choose which.
guide-combat-collapse-where = Tap a highlighted tile of your dungeon.

guide-year-two-title = Your first year is done
guide-year-two-what = The second year is played like the first, with stronger monsters, rooms and adventurers and new rooms for the fight. The game is scored after the second year’s combat.
guide-year-two-where = The year and season are at the top of the board.
guide-year-two-why = The guide still explains any kind of decision you have not met yet; everything else you know now.

guide-exec-discard-trap-title = One trap back
guide-exec-discard-trap-what = In the second year Buy Traps draws one card more, and you then give back one trap of your choice, face down: a new one or one you had.
guide-exec-discard-trap-where = Tap the trap to give back among your traps, or its button in the bar.
guide-exec-discard-trap-why = Keep the traps that suit the adventurers waiting at your entrance.
