"""English texts of the rules page (view/rules.py); a part of the English catalogue (Language.parts)."""
from __future__ import annotations

TEXTS: dict[str, str | dict[str, str]] = {
    'rules.preset_changed': ', with changes',  # after the preset's name when the table changed some of its options
    'rules.title': 'Rules of this table',
    'rules.differs_title': 'Different from the classic rules',
    'rules.differs_none': 'This table plays the classic rules.',
    'rules.differs_item': '{option}: {value} (classic: {classic})',
    'rules.differs_target': '{value} (classic: play to {classic})',
    'rules.h_aim': 'The aim',
    'rules.aim_solo': '{n} players, each for themselves. In every deal one player chooses the trump suit and '
                      'becomes the declarer; he must then score more points than each of the others (the defenders). '
                      'If one of them scores more, he is baited: he records nothing and his points go to the defenders; '
                      'a tie leaves his points hanging.',
    'rules.aim_pairs': 'Four players in two pairs; partners sit opposite each other and score together. '
                       'In every deal one player chooses the trump suit: that player\'s pair must then score more points '
                       'than the other pair. If the other pair scores more, it is baited: it records nothing and its points '
                       'go to the other pair; a tie leaves its points hanging.',
    'rules.match_target': 'Points add up from deal to deal; after a whole deal, whoever has reached {target} '
                          'with the highest total wins the match (if the highest totals are equal, another deal is played).',
    'rules.match_target@duel': 'Points add up from deal to deal; after a whole deal, whoever has reached {target} '
                               'with more than the other player wins the match (if the totals are equal, another deal is played).',
    'rules.match_target@pairs': 'Points add up from deal to deal; after a whole deal, the pair that has reached {target} '
                                'with more than the other pair wins the match (if the totals are equal, another deal is played).',
    'rules.match_one_deal': 'One deal decides the match (if the totals are equal, another deal is played).',
    'rules.h_cards': 'Cards and their points',
    'rules.cards_intro': '32 cards: 7, 8, 9, 10, jack, queen, king and ace in four suits. In the trump suit '
                         'the jack and the nine are the highest cards and are worth the most.',
    'rules.col_suit': 'Suit',
    'rules.col_order': 'From highest to lowest, points in brackets',
    'rules.row_trump': 'Trump',
    'rules.row_plain': 'Other suits',
    'rules.last_trick': 'Whoever takes the last trick gets 10 points more.',
    'rules.h_deal': 'Dealing',
    'rules.deal_six': 'The dealer gives everyone 6 cards, 3 and 3, and turns the next card face up: the turn-up. '
                      'Its suit is offered as trump.',
    'rules.deal_more': 'After the bidding everyone gets 3 more cards ({n} in hand); the rest of the stock is '
                       'not played.',
    'rules.second_open.after_first_trick': 'After the first trick the top card of the stock is turned face up '
                                           'for everyone to see.',
    'rules.second_open.after_deal': 'Right after the second round of dealing the bottom card of the stock is turned face up '
                                    'for everyone to see.',
    'rules.second_open.none': 'No other card of the stock is shown.',
    'rules.turn_up_to.declarer': 'After the bidding the declarer takes the turn-up and 1 more card, everyone '
                                 'else 2 (8 cards each).',
    'rules.turn_up_to.dealer': 'After the bidding the dealer takes the turn-up and 1 more card, everyone else 2 '
                               '(8 cards each).',
    'rules.next_dealer.rotate': 'The deal passes to the next player clockwise.',
    'rules.next_dealer.deal_winner': 'The next deal is dealt by whoever recorded the most points in this one.',
    'rules.h_bidding': 'Bidding',
    'rules.bid_r1': 'Round 1, starting left of the dealer: each player either plays (the turn-up\'s suit becomes '
                    'trump, he is the declarer and the bidding ends) or passes.',
    'rules.bid_r2': 'Round 2, only if everyone passed: each player names another suit as trump, or passes.',
    'rules.all_pass.obligation': 'If everyone passes in round 2 too, the last to speak may not pass: he must '
                                 'name a suit. This duty is called the obligation («обяз»).',
    'rules.all_pass.redeal': 'If everyone passes in round 2 too, the cards are thrown in and the next player deals.',
    'rules.seven_swap.any_player': 'When the turn-up\'s suit is trump, whoever holds the 7 of trump may exchange '
                                   'it for the turn-up on his turn, before his first card.',
    'rules.seven_swap.declarer_only': 'When the turn-up\'s suit is trump, only the declarer may exchange '
                                      'the 7 of trump for the turn-up before his first card.',
    'rules.seven_swap.off': 'The 7 of trump cannot be exchanged for the turn-up at this table.',
    'rules.weak_hand.on': 'A player whose hand is worth 13 points or less (trump counted as a plain suit) may ask for a '
                          'redeal before playing his first card: the same dealer deals again and hanging points stay.',
    'rules.weak_hand.off': 'There is no redeal for a weak hand at this table.',
    'rules.debertz.on': 'Debertz: seven trumps in a row in one hand win the whole match at once.',
    'rules.debertz.off': 'Seven trumps in a row in one hand are just a long sequence at this table.',
    'rules.h_combos': 'Combinations',
    'rules.col_kind': 'Combination',
    'rules.col_what': 'What it is',
    'rules.col_points': 'Points',
    'rules.kind_terz': 'Tierce (терц)',
    'rules.kind_fifty': 'Fifty (полтина)',
    'rules.kind_hundred': 'Hundred (сотня)',
    'rules.kind_bella': 'Bella (бела)',
    'rules.run_n': '{n} cards in a row of one suit',
    'rules.run_from': '{n} or more cards in a row of one suit',
    'rules.run_two': '{low} or {high} cards in a row of one suit',
    'rules.run_range': '{low} to {high} cards in a row of one suit',
    'rules.bella_what': 'king and queen of trump',
    'rules.seq_order': 'Sequences follow the natural order 7 8 9 10 J Q K A in every suit; a card counts in one '
                       'sequence only.',
    'rules.seq_who_solo': 'Only the player with the senior sequence scores his sequences; nobody else scores any. '
                          'Senior is the longer one, then the one with the higher top card.',
    'rules.seq_who_pairs': 'Only the pair with the senior sequence scores sequences (both partners\' sequences count); '
                           'the other pair scores none. Senior is the longer one, then the one with the higher '
                           'top card.',
    'rules.equal.last_trick': 'Equal senior sequences: the one whose side takes the last trick wins; if neither '
                              'does, no sequences score.',
    # two sides: one of the tied ones always takes the last trick
    'rules.equal.last_trick@duel': 'Equal senior sequences: the one whose side takes the last trick wins.',
    'rules.equal.last_trick@pairs': 'Equal senior sequences: the one whose side takes the last trick wins.',
    'rules.equal.first_hand': 'Equal senior sequences: the one who plays earlier in the first trick wins.',
    'rules.equal.trump': 'Equal senior sequences: the trump one wins; if neither is trump, no sequences score.',
    'rules.seq_shown': 'Sequences are announced automatically when their holder plays his first card.',
    'rules.bella': 'Bella scores only if you announce it yourself, on your turn before your card, while you '
                   'still hold the king or the queen of trump.',
    'rules.no_tricks_solo': 'A player who takes no trick scores none of his combinations.',
    'rules.no_tricks_pairs': 'A pair that takes no trick scores none of its combinations.',
    'rules.h_play': 'Play',
    'rules.play_tricks': 'The player left of the dealer leads; whoever takes a trick leads to the next. A deal has '
                         '{n} tricks.',
    'rules.play_follow': 'Follow the suit led if you can; if you cannot, play a trump; if you have no trump '
                         'either, play any card.',
    'rules.overtrump.trump_lead': 'When trump is led, you must beat the best trump in the trick if you can.',
    'rules.overtrump.always': 'Whenever you play a trump onto a trick that has one, you must beat it if you can.',
    'rules.overtrump.never': 'You never have to beat a trump that is already in the trick.',
    'rules.partner_relief.no_overtrump': 'While your partner is winning the trick you need not beat his trump.',
    'rules.partner_relief.none': 'Your duties stay the same when your partner is winning the trick.',
    'rules.partner_relief.no_ruff': 'While your partner is winning the trick you need neither trump nor '
                                    'overtrump (you still follow suit).',
    'rules.play_win': 'The highest trump takes the trick; without trumps, the highest card of the suit led.',
    'rules.h_scoring': 'Scoring',
    'rules.score_total_solo': 'Each player\'s total: the points of the cards in his tricks, 10 for the last trick, '
                              'his scoring sequences and his announced bella.',
    'rules.score_total_pairs': 'Each pair\'s total: the points of the cards in its tricks, 10 for the last trick, '
                               'its scoring sequences and announced bella.',
    'rules.made_solo': 'Made: the declarer has more than each defender. Everyone records his own total.',
    'rules.made_pairs': 'Made: the declarer\'s pair has more than the other pair. Both record their totals.',
    'rules.bait_solo': 'Bait (байд): a defender has more than the declarer. The declarer records 0 and his '
                       'points go to the defenders.',
    'rules.bait_pairs': 'Bait (байд): the other pair has more. The declarer\'s pair records 0 and its points go '
                        'to the other pair.',
    'rules.bait_to.leader': 'A bait goes to the defender with the highest total (tied defenders share it).',
    'rules.bait_to.split': 'A bait is shared equally by the defenders.',
    'rules.hanging': 'Hanging bait (висячий): the declarer has exactly as much as the best defender. The '
                     'defenders record their own; the declarer\'s points hang and go to whoever wins the next '
                     'deal. Points still hanging when the match ends are lost.',
    'rules.bait_penalty.third_and_later': 'The third bait and every bait after it cost 100 more.',
    'rules.bait_penalty.second_and_later': 'The second bait and every bait after it cost 100 more.',
    'rules.bait_penalty.every_third': 'Every third bait (the 3rd, 6th, 9th…) costs 100 more.',
    'rules.bait_penalty.off': 'Baits cost nothing more than the lost points.',
    'rules.ski_solo': 'Ski (лыжа): a player who takes no trick loses {n} points.',
    'rules.ski_pairs': 'Ski (лыжа): a pair that takes no trick loses {n} points.',
    'rules.ski_off': 'Taking no trick costs nothing more at this table.',
    'rules.version': 'Debertz {version}, free software under the MIT licence.',
    'rules.aim_solo@duel': 'Two players, each for themselves. In every deal one of them chooses the trump suit and becomes the declarer, the other defends; the declarer must then score more points than the defender. If the defender scores more, he is baited: he records nothing and his points go to the defender; a tie leaves his points hanging.',
    'rules.seq_who_solo@duel': 'Only the player with the senior sequence scores his sequences; the other scores none. Senior is the longer one, then the one with the higher top card.',
    'rules.made_solo@duel': 'Made: the declarer has more than the defender. Both record their own totals.',
    'rules.bait_solo@duel': 'Bait (байд): the defender has more than the declarer. The declarer records 0 and his points go to the defender.',
    'rules.hanging@duel': "Hanging bait (висячий): the declarer has exactly as much as the defender. The defender records his own; the declarer's points hang and go to whoever wins the next deal. Points still hanging when the match ends are lost.",
    'rules.hanging@pairs': "Hanging bait (висячий): the declarer's pair has exactly as much as the other pair. The other pair records its own; the declarer's pair's points hang and go to whoever wins the next deal. Points still hanging when the match ends are lost.",
}
