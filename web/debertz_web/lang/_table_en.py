"""English texts of the first-game guide, the bidding prompt, the help and match-end screens; a part of the English catalogue (Language.parts)."""
from __future__ import annotations

TEXTS: dict[str, str | dict[str, str]] = {
    # the guide
    'guide.offer': 'New to Debertz? A short guide walks you through one deal, step by step.',
    'guide.open': 'How to play',
    'guide.never': "Don't offer again",
    'guide.title': 'Your first deal of Debertz',
    'guide.p_cards': 'Debertz is played with 32 cards, 7 to ace. One suit is trump: its jack and nine are the '
                     'strongest cards of the game, then its ace and ten.',
    'guide.p_bidding': 'Each deal begins with bidding on six cards. A card is turned face up; whoever “plays” it '
                       'makes its suit trump and becomes the declarer.',
    'guide.p_play': 'Then everyone plays one card to each trick. Follow the suit led; with none of it, play a trump. '
                    'The highest trump, or else the highest card of the suit led, takes the trick.',
    'guide.p_score': 'The declarer must end the deal with more points than each opponent: with fewer he is baited and '
                     'his points go to them (a tie leaves them hanging until the next deal). Cards of one suit in a row '
                     'score extra: three a tierce (20), four or five a fifty (50), six a hundred (100); the king and '
                     'queen of trump, bella (20).',
    'guide.p_how': 'In the guided deal a hint tells you what you may do at each turn, suggests a card or a bid '
                   'and says why; the suggested one is outlined. You decide — any legal choice is fine.',
    'guide.start': 'Play a guided deal',
    'guide.step_title': 'Guided deal · step {n}',
    'guide.suggest': 'Suggested: {what}',
    'guide.wait': {
        'one': 'Watch the table: {who} is to play. Each card flies in from the seat that plays it.',
        'you': 'Your turn. Each card flies in from the seat that plays it.',
        'we': 'Watch the table: we are to play. Each card flies in from the seat that plays it.',
        'they': 'Watch the table: they are to play. Each card flies in from the seat that plays it.',
    },
    'guide.wait_bid': {
        'one': 'Watch the table: {who} is bidding.',
        'you': 'Your word in the bidding.',
        'we': 'Watch the table: we are bidding.',
        'they': 'Watch the table: they are bidding.',
    },
    'guide.open_card': 'The open card beside the turn-up is a card of the stock that everyone may see: it is in nobody\'s hand and is not played.',
    'guide.gather': 'Watch the table: the trick goes to whoever played the highest card.',
    'guide.done': 'The deal is over. The summary says who made it and why; after that you can play a real match '
                  'from the “New game” screen.',
    'guide.stop': 'End the guided deal',
    'guide.bid_r1': 'Bidding, round 1: you may play {suit} (the turn-up\'s suit) as trump, or pass.',
    'guide.take_strong': 'You hold {cards} in {suit} — the strongest trumps, about {points} points of trump. '
                         'Play it: {suit} become trump and you are the declarer.',
    'guide.take_points': 'Your {suit} are worth about {points} points as trumps — enough to play even without the '
                         'jack or the nine. Play it: {suit} become trump and you are the declarer.',
    'guide.pass_none': 'Your {suit} are worth nothing as trumps: too weak to play. Pass and see what the others do.',
    'guide.pass_none@duel': 'Your {suit} are worth nothing as trumps: too weak to play. Pass and see what your opponent '
                            'says.',
    'guide.pass_weak': 'Your {suit} are worth only {points} points as trumps: too weak to play. Pass and see what '
                       'the others do.',
    'guide.pass_weak@duel': 'Your {suit} are worth only {points} points as trumps: too weak to play. Pass and see what '
                       'your opponent says.',
    'guide.bid_r2': 'Bidding, round 2: everyone passed, so you may name another suit as trump, or pass.',
    'guide.bid_r2@duel': 'Bidding, round 2: you both passed, so you may name another suit as trump, or pass.',
    'guide.obliged': 'Everyone else passed in both rounds and you speak last: you may not pass (the obligation, «обяз»). Name '
                     'your best suit, {suit} ({points} points of trump).',
    'guide.obliged@duel': 'Your opponent passed in both rounds and you speak last: you may not pass (the obligation, «обяз»). Name '
                     'your best suit, {suit} ({points} points of trump).',
    'guide.name_strong': 'Your {suit} are worth {points} points as trumps: name them.',
    'guide.pass_r2': 'No other suit is strong enough (at best {points} points as trumps): pass.',
    'guide.bella': 'You hold the king and queen of trump ({suit}): announce bella now for 20 points — it only '
                   'counts if you say it while you still hold one of them.',
    'guide.swap7': 'You hold the 7 of trump: swap it for the turn-up {card}, a better trump, before your first card.',
    'guide.duty': 'Some of your cards are dimmed: {why}.',
    'guide.lead_jack': 'You lead. As declarer, play the jack of trump {card}: nobody can beat it, and it draws the '
                       'others\' trumps.',
    'guide.lead_jack@duel': 'You lead. As declarer, play the jack of trump {card}: nobody can beat it, and it draws your '
                       'opponent\'s trumps.',
    'guide.lead_ace': 'You lead. The ace {card} is the highest card of its suit and worth 11: it will most likely win.',
    'guide.lead_low': 'You lead, with no sure winner. Lead a cheap card, {card}, and keep the stronger ones.',
    'guide.only_card': 'Only {card} can be played now.',
    'guide.last_card': 'Your last card: {card}.',
    'guide.partner_wins': 'Your partner is winning this trick: add points to it with {card}.',
    'guide.win_cheap': '{card} takes this trick ({points} {points:plural:point|points} in it): win it with your cheapest winning card.',
    'guide.cant_win': 'You cannot win this trick: throw away your least valuable card, {card}.',
    # the bidding prompt: exactly what the person may do now
    'prompt.r1': 'Bidding, round 1: play {suit} as trump, or pass.',
    'prompt.r2': 'Bidding, round 2: name {suits} as trump, or pass.',
    'prompt.r2_obliged': 'Bidding, round 2: everyone else passed in both rounds and you speak last, so you may not pass — this is the '
                         'obligation («обяз»). Name {suits} as trump.',
    'prompt.r2_obliged@duel': 'Bidding, round 2: your opponent passed in both rounds and you speak last, so you may not pass — this is the '
                         'obligation («обяз»). Name {suits} as trump.',
    'prompt.swap7': 'You may swap your 7 of trump for the turn-up {card} before your first card.',
    'prompt.redeal': 'A weak hand ({points} points or less, trump counted as plain): you may ask for a redeal before '
                     'your first card.',
    'prompt.bella': 'You hold the king and queen of trump: announce bella (20 points) while you still hold one of them.',
    'prompt.or': ' or ',
    # help, menu, settings
    'menu': 'Menu',
    'help': 'Help',
    'help.title': 'Help',
    'help.signs': 'At the table, ✓2 is the number of tricks a player has taken, and → {target} the score the match is played to.',
    'help.tricks': 'At the table, ✓2 is the number of tricks a player has taken.',
    'help.touch': 'Tap a card to play it; the buttons by your hand bid and announce. The menu (☰) holds the score '
                  'sheet, the last trick, take-back and the other tools.',
    'help.mouse': 'Click a card to play it; the buttons by your hand bid and announce. The bar at the top holds the '
                  'score sheet, the last trick, take-back and the other tools (in a narrow window, the menu ☰).',
    'help.keys': 'Keyboard (any layout works: keys are recognised by their position):',
    'key.arrows': 'Choose a card',
    'key.enter': 'Play the chosen card, or press the chosen button',
    'key.H': 'Hint',
    'key.esc': 'Close a panel',
    'settings.large_cards': 'Large cards',
    'settings.four_colours': 'Four-colour deck (♦ blue, ♣ green)',
    'settings.sound': 'Card sounds',
    # match end
    'mo.title': 'Match over',
    'mo.final': 'Final totals',
    'mo.several_reached': 'More than one player reached {target}: the highest total wins.',
    'mo.several_reached@duel': 'Both players reached {target}: the higher total wins.',
    'mo.several_reached@pairs': 'Both pairs reached {target}: the higher total wins.',
    'mo.deals': 'Every deal',
    'mo.same_table': 'Same table again',
    'mo.new_game': 'New match',
    # the deal summary in words (view/deal_words.py)
    'sum.made': {
        'you': 'You declared and scored {pts}, more than every defender (the best has {best}): made.',
        'we': 'We declared and scored {pts}, more than they did ({best}): made.',
        'they': 'They declared and scored {pts}, more than we did ({best}): made.',
        'one': '{who} declared and scored {pts}, more than every defender (the best has {best}): made.',
        'pair': '{who} declared and scored {pts}, more than {opp} ({best}): made.',
    },
    'sum.bait': {
        'you': 'You declared and scored {pts}; the best defender ({opp}) scored {best}: a bait.',
        'we': 'We declared and scored {pts}; they scored {best}: a bait.',
        'they': 'They declared and scored {pts}; we scored {best}: a bait.',
        'one': '{who} declared and scored {pts}; the best defender ({opp}) scored {best}: a bait.',
        'pair': '{who} declared and scored {pts}; {opp} scored {best}: a bait.',
    },
    'sum.hanging': {
        'you': 'You declared and scored {pts}, as many as the best defender ({opp}): a hanging bait.',
        'we': 'We declared and scored {pts}, as many as they did: a hanging bait.',
        'they': 'They declared and scored {pts}, as many as we did: a hanging bait.',
        'one': '{who} declared and scored {pts}, as many as the best defender ({opp}): a hanging bait.',
        'pair': '{who} declared and scored {pts}, as many as {opp}: a hanging bait.',
    },
    'sum.decl_zero': {
        'you': 'You record 0 for this deal.',
        'we': 'We record 0 for this deal.',
        'they': 'They record 0 for this deal.',
        'one': '{who} records 0 for this deal.',
        'pair': '{who} record 0 for this deal.',
    },
    'sum.seq_scored': '{name}: {kinds} +{n} — {why}.',
    'sum.seq_none': '{why}.',  # the reason says that none score (reason.seq_no_trick …)
    'sum.bella_lost': '{name}: bella not counted (no trick taken).',
    'sum.bella': '{name}: bella +{n}.',
    'sum.last': '{name}: last trick +{n}.',
    # what a side records besides its own points: a hanging pot paid to it
    'sum.received_pot': {
        'you': 'You record {rec}: your own {own} and {pot} of the hanging points.',
        'we': 'We record {rec}: our own {own} and {pot} of the hanging points.',
        'they': 'They record {rec}: their own {own} and {pot} of the hanging points.',
        'one': '{who} records {rec}: {own} of their own and {pot} of the hanging points.',
        'pair': '{who} record {rec}: their own {own} and {pot} of the hanging points.',
    },
    # the defenders' share of a baited declarer's points
    'sum.received_bait': {
        'you': 'You record {rec}: your own {own} and {extra} from the bait.',
        'we': 'We record {rec}: our own {own} and {extra} from the bait.',
        'they': 'They record {rec}: their own {own} and {extra} from the bait.',
        'one': '{who} records {rec}: {own} of their own and {extra} from the bait.',
        'pair': '{who} record {rec}: their own {own} and {extra} from the bait.',
    },
    # a bait's share and a hanging pot's, paid together
    'sum.received_both': {
        'you': 'You record {rec}: your own {own}, {extra} from the bait and {pot} of the hanging points.',
        'we': 'We record {rec}: our own {own}, {extra} from the bait and {pot} of the hanging points.',
        'they': 'They record {rec}: their own {own}, {extra} from the bait and {pot} of the hanging points.',
        'one': '{who} records {rec}: {own} of their own, {extra} from the bait and {pot} of the hanging points.',
        'pair': '{who} record {rec}: their own {own}, {extra} from the bait and {pot} of the hanging points.',
    },
    'sum.ski': '{name}: ski (no tricks) {n}.',
    'sum.bait_penalty': '{name}: bait penalty {n}.',
    'sum.pot_left': '{n} {n:plural:point hangs|points hang}: {n:plural:it goes|they go} to whoever wins the next deal.',
    'sum.pot_lost': '{n} {n:plural:point was|points were} left hanging when the match ended: {n:plural:it is|they are} lost.',
    'sum.recorded_means': '“Recorded” is what goes on the score sheet for this deal.',
    'tools': 'Tools',
    'side': 'Who',
    'mark.bait': 'B',
    'mark.hanging': '◯',
    'mark.ski': 'S',
    'points': 'Points',
    'mo.last': 'Last deal',
    'sum.made@duel': {
        'you': 'You declared and scored {pts}, more than your opponent ({best}): made.',
        'we': 'We declared and scored {pts}, more than they did ({best}): made.',
        'they': 'They declared and scored {pts}, more than we did ({best}): made.',
        'one': '{who} declared and scored {pts}, more than you ({best}): made.',
        'named': '{who} declared and scored {pts}, more than {opp} ({best}): made.',
    },
    'sum.bait@duel': {
        'you': 'You declared and scored {pts}; your opponent ({opp}) scored {best}: a bait.',
        'we': 'We declared and scored {pts}; they scored {best}: a bait.',
        'they': 'They declared and scored {pts}; we scored {best}: a bait.',
        'one': '{who} declared and scored {pts}; you scored {best}: a bait.',
        'named': '{who} declared and scored {pts}; {opp} scored {best}: a bait.',
    },
    'sum.hanging@duel': {
        'you': 'You declared and scored {pts}, as many as your opponent ({opp}): a hanging bait.',
        'we': 'We declared and scored {pts}, as many as they did: a hanging bait.',
        'they': 'They declared and scored {pts}, as many as we did: a hanging bait.',
        'one': '{who} declared and scored {pts}, as many as you: a hanging bait.',
        'named': '{who} declared and scored {pts}, as many as {opp}: a hanging bait.',
    },
    'mo.heading': '{over}. {winner}',
}
