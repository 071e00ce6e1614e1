"""Texts of the table in English, Russian and Ukrainian."""
from __future__ import annotations

# key: (en, ru, uk)
_T: dict[str, tuple[str, str, str]] = {
    "title": ("Debertz", "Деберц", "Деберц"),
    "new_game": ("New game", "Новая игра", "Нова гра"),
    "start": ("Deal!", "Сдавать!", "Роздати!"),
    "resume": ("Back to the match", "Вернуться к партии", "Повернутися до партії"),
    "mode": ("Table", "Стол", "Стіл"),
    "mode_2": ("2 players", "2 игрока", "2 гравці"),
    "mode_3": ("3 players", "3 игрока", "3 гравці"),
    "mode_4": ("4 players, each for himself", "4 игрока, каждый за себя", "4 гравці, кожен за себе"),
    "mode_2x2": ("4 players, 2 pairs", "4 игрока, пара на пару", "4 гравці, пара на пару"),
    "preset": ("Rules", "Правила", "Правила"),
    "preset_classic": ("Classic", "Классика", "Класика"),
    "preset_kharkiv": ("Kharkiv", "Харьковские", "Харківські"),
    "target": ("Play to", "Игра до", "Гра до"),
    "one_deal": ("one deal", "одна сдача", "одна роздача"),
    "other": ("other…", "другое…", "інше…"),
    "bots": ("Opponents", "Соперники", "Суперники"),
    "level": ("level", "уровень", "рівень"),
    "level_easy": ("easy", "лёгкий", "легкий"),
    "level_normal": ("normal", "средний", "середній"),
    "level_hard": ("hard", "сильный", "сильний"),
    "level_random": ("random", "случайный", "випадковий"),
    "name": ("Your name", "Ваше имя", "Ваше ім'я"),
    "you": ("You", "Вы", "Ви"),
    "speed": ("Bot speed", "Скорость ботов", "Швидкість ботів"),
    "speed_slow": ("slow", "медленно", "повільно"),
    "speed_normal": ("normal", "обычно", "звичайно"),
    "speed_fast": ("fast", "быстро", "швидко"),
    "speed_instant": ("instant", "мгновенно", "миттєво"),
    "seed": ("Deals (seed, optional)", "Сдачи (зерно, необязательно)", "Роздачі (зерно, необов'язково)"),
    "lang": ("Language", "Язык", "Мова"),
    "options": ("Table options", "Опции стола", "Опції столу"),
    "default": ("default", "по умолчанию", "за замовчуванням"),
    "group_deal": ("Dealing", "Сдача", "Роздача"),
    "group_bidding": ("Bidding and before the first card", "Торговля и до первого хода",
                      "Торгівля і до першого ходу"),
    "group_combinations": ("Combinations", "Комбинации", "Комбінації"),
    "group_play": ("Play", "Игра", "Гра"),
    "group_scoring": ("Scoring", "Подсчёт", "Підрахунок"),
    "seat_1_of_2": ("North", "Север", "Північ"),
    "seat_left": ("West", "Запад", "Захід"),
    "seat_top": ("North", "Север", "Північ"),
    "seat_right": ("East", "Восток", "Схід"),
    "partner": ("partner", "партнёр", "партнер"),
    "dealer": ("dealer", "сдаёт", "роздає"),
    "declarer": ("declarer", "играет", "грає"),
    "trump": ("Trump", "Козырь", "Козир"),
    "turn_up": ("Turn-up", "Вскрышка", "Відкрита"),
    "open_card": ("Open card", "Открытая", "Відкрита карта"),
    "stock": ("stock", "колода", "колода"),
    "your_turn": ("Your turn", "Ваш ход", "Ваш хід"),
    "turn_of": ("{name} to act", "Ходит {name}", "Ходить {name}"),
    "bid_r1": ("Bidding, round 1: play the turn-up's suit?", "Торговля, круг 1: играть масть вскрышки?",
               "Торгівля, коло 1: грати масть відкритої?"),
    "bid_r2": ("Bidding, round 2: name another suit or pass", "Торговля, круг 2: назовите другую масть или пас",
               "Торгівля, коло 2: назвіть іншу масть або пас"),
    "take": ("Play {suit}", "Играю {suit}", "Граю {suit}"),
    "pass": ("Pass", "Пас", "Пас"),
    "name_trump": ("{suit}", "{suit}", "{suit}"),
    "swap7": ("Swap 7 for the turn-up", "Поменять 7 на вскрышку", "Поміняти 7 на відкриту"),
    "redeal": ("Weak hand: redeal", "Слабая карта: пересдать", "Слабка карта: перероздати"),
    "bella": ("Announce bella", "Белла!", "Белла!"),
    "next_deal": ("Next deal", "Следующая сдача", "Наступна роздача"),
    "new_match": ("New match", "Новая партия", "Нова партія"),
    "export": ("Export record", "Сохранить запись", "Зберегти запис"),
    "import": ("Import record", "Открыть запись", "Відкрити запис"),
    "share": ("Share link", "Ссылка", "Посилання"),
    "share_seed": ("same deals", "те же сдачи", "ті ж роздачі"),
    "copied": ("Link copied", "Ссылка скопирована", "Посилання скопійовано"),
    "score_sheet": ("Score sheet", "Запись", "Запис"),
    "rules": ("Rules", "Правила", "Правила"),
    "close": ("Close", "Закрыть", "Закрити"),
    "last_trick": ("Last trick", "Последняя взятка", "Остання взятка"),
    "no_last_trick": ("No trick yet", "Взяток ещё не было", "Взяток ще не було"),
    "deal": ("Deal", "Сдача", "Роздача"),
    "deal_n": ("Deal {n}", "Сдача {n}", "Роздача {n}"),
    "card_points": ("Cards", "Карты", "Карти"),
    "last10": ("Last trick", "Послед", "Остання"),
    "sequences": ("Sequences", "Комбинации", "Комбінації"),
    "bella_pts": ("Bella", "Белла", "Белла"),
    "total": ("Total", "Итого", "Разом"),
    "recorded": ("Recorded", "Записано", "Записано"),
    "penalties": ("Penalties", "Штрафы", "Штрафи"),
    "tricks": ("Tricks", "Взятки", "Взятки"),
    "outcome_made": ("{who} made it", "{who}: сыграно", "{who}: зіграно"),
    "outcome_bait": ("Bait: {who} went down, points go to the defenders",
                     "Байд: {who} — недобор, очки защитникам", "Байд: {who} — недобір, очки захисникам"),
    "outcome_hanging": ("Hanging bait: {who} tied, {n} points hang",
                        "Висячий байд: у {who} поровну, висит {n}", "Висячий байд: у {who} порівну, висить {n}"),
    "outcome_redeal": ("Thrown in: redeal", "Пересдача", "Перероздача"),
    "outcome_debertz": ("Debertz! {who} wins the match", "Деберц! {who} выигрывает партию",
                        "Деберц! {who} виграє партію"),
    "why_made": ("the declarer's total is higher than every defender's",
                 "у играющего больше, чем у каждого защитника", "у гравця більше, ніж у кожного захисника"),
    "why_bait": ("a defender has more than the declarer", "у защитника больше, чем у играющего",
                 "у захисника більше, ніж у гравця"),
    "why_hanging": ("the declarer's total equals the best defender's; the points go to whoever wins the next deal",
                    "у играющего столько же, сколько у лучшего защитника; очки заберёт победитель следующей сдачи",
                    "у гравця стільки ж, скільки в найкращого захисника; очки забере переможець наступної роздачі"),
    "ski": ("ski (no trick)", "лыжа (нет взяток)", "лижа (немає взяток)"),
    "bait_penalty": ("bait penalty", "штраф за байд", "штраф за байд"),
    "bait": ("bait", "байд", "байд"),
    "hanging": ("hanging bait", "висячий байд", "висячий байд"),
    "hanging_now": ("hanging: {n}", "висит: {n}", "висить: {n}"),
    "match_over": ("Match over", "Партия окончена", "Партію закінчено"),
    "winner": ("{who} won the match", "Победа: {who}", "Перемога: {who}"),
    "you_won": ("You won the match!", "Вы выиграли партию!", "Ви виграли партію!"),
    "pair": ("pair", "пара", "пара"),
    "us": ("Us", "Мы", "Ми"),
    "them": ("Them", "Они", "Вони"),
    "scores": ("Score", "Счёт", "Рахунок"),
    "bad_link": ("Link: {msg}. Defaults used.", "Ссылка: {msg}. Взяты значения по умолчанию.",
                 "Посилання: {msg}. Узято типові значення."),
    "bad_save": ("The saved game could not be read ({msg}); start a new one.",
                 "Сохранённую игру не удалось прочитать ({msg}); начните новую.",
                 "Збережену гру не вдалося прочитати ({msg}); почніть нову."),
    "auto_bella": ("Announce my bella by itself", "Объявлять мою беллу автоматически",
                   "Оголошувати мою беллу автоматично"),
    "hint": ("Hint", "Подсказка", "Підказка"),
    "hint_is": ("Hint: {what}", "Подсказка: {what}", "Підказка: {what}"),
    "thinking": ("Thinking…", "Думаю…", "Думаю…"),
    "export_damaged": ("Save the damaged data", "Сохранить повреждённые данные", "Зберегти пошкоджені дані"),
    "bad_record": ("This record cannot be replayed: {msg}", "Эту запись нельзя воспроизвести: {msg}",
                   "Цей запис не можна відтворити: {msg}"),
    "no_storage": ("This browser does not let the game save; it plays on without saving.",
                   "Браузер не даёт сохранять игру; играем без сохранения.",
                   "Браузер не дозволяє зберігати гру; граємо без збереження."),
    "illegal": ("Not allowed: {why}", "Нельзя: {why}", "Не можна: {why}"),
    "plays": ("{who}: {card}", "{who}: {card}", "{who}: {card}"),
    "takes_trick": ("{who} takes the trick", "{who} берёт взятку", "{who} бере взятку"),
    "said_pass": ("{who}: pass", "{who}: пас", "{who}: пас"),
    "said_take": ("{who} plays {suit}", "{who} играет {suit}", "{who} грає {suit}"),
    "said_swap": ("{who} swaps the 7 for the turn-up", "{who} меняет 7 на вскрышку",
                  "{who} міняє 7 на відкриту"),
    "said_redeal": ("{who}: weak hand, redeal", "{who}: слабая карта, пересдача", "{who}: слабка карта, перероздача"),
    "said_bella": ("{who}: bella!", "{who}: белла!", "{who}: белла!"),
    "seq_announced": ("Sequences", "Комбинации", "Комбінації"),
    "seq_scoring": ("scores", "в зачёт", "зараховано"),
    "seq_pending": ("pending (last trick decides)", "спорно (решит последняя взятка)",
                    "спірно (вирішить остання взятка)"),
    "seq_none": ("no sequence scores", "комбинации не идут в зачёт", "комбінації не зараховано"),
    "terz": ("tierce", "терц", "терц"),
    "fifty": ("fifty", "полтина", "півсотні"),
    "hundred": ("hundred", "сотня", "сотня"),
    "loading_game": ("Loading the game…", "Загрузка игры…", "Завантаження гри…"),
    "rules_title": ("Rules in force", "Действующие правила", "Чинні правила"),
    "rules_intro": ("Debertz with 32 cards. Trump: J 9 A 10 K Q 8 7; plain: A 10 K Q J 9 8 7. "
                    "Follow suit; if you cannot, trump; when trump is led, beat the best trump if you can. "
                    "Last trick +10. The declarer must score more than each defender, else bait.",
                    "Деберц, 32 карты. Козыри: В 9 Т 10 К Д 8 7; простые: Т 10 К Д В 9 8 7. "
                    "Ходить в масть; нет масти — козырем; при козырном ходе — бить старший козырь, если можно. "
                    "Послед +10. Играющий должен набрать больше каждого защитника, иначе байд.",
                    "Деберц, 32 карти. Козирі: В 9 Т 10 К Д 8 7; прості: Т 10 К Д В 9 8 7. "
                    "Ходити в масть; немає масті — козирем; при козирному ході — бити старший козир, якщо можна. "
                    "Остання взятка +10. Гравець має набрати більше за кожного захисника, інакше байд."),
    "keys_help": ("Keys: Tab / arrows move, Enter plays, S score sheet, L last trick",
                  "Клавиши: Tab / стрелки — выбор, Enter — ход, S — запись, L — последняя взятка",
                  "Клавіші: Tab / стрілки — вибір, Enter — хід, S — запис, L — остання взятка"),
    "suit_S": ("♠ spades", "♠ пики", "♠ піки"),
    "suit_H": ("♥ hearts", "♥ червы", "♥ чирви"),
    "suit_D": ("♦ diamonds", "♦ бубны", "♦ бубни"),
    "suit_C": ("♣ clubs", "♣ трефы", "♣ трефи"),
    "your_hand": ("Your hand", "Ваши карты", "Ваші карти"),
    "cards_n": ("{n} cards", "карт: {n}", "карт: {n}"),
    "trick": ("Trick", "Взятка", "Взятка"),
    "waiting": ("…", "…", "…"),
}

_IDX = {"en": 0, "ru": 1, "uk": 2}


def tr(key: str, lang: str, **kw: object) -> str:
    row = _T.get(key)
    text = key if row is None else row[_IDX.get(lang, 0)]
    return text.format(**kw) if kw else text


def browser_lang(languages: list[str]) -> str:
    for code in languages:
        base = code.lower().split("-")[0]
        if base in _IDX:
            return base
        if base == "be":
            return "ru"
    return "en"


_SUITS_GEN = {
    "ru": {"spades": "пики", "hearts": "червы", "diamonds": "бубны", "clubs": "трефы"},
    "uk": {"spades": "піки", "hearts": "чирви", "diamonds": "бубни", "clubs": "трефи"},
}
_REASONS: list[tuple[str, str, str]] = [
    (r"it is not your turn", "сейчас не ваш ход", "зараз не ваш хід"),
    (r"you must follow (\w+)", "нужно ходить в масть: {0}", "треба ходити в масть: {0}"),
    (r"you must play a trump \((\w+)\)", "нужно бить козырем: {0}", "треба бити козирем: {0}"),
    (r"you must play a higher trump", "нужно перебить старшим козырем", "треба перебити старшим козирем"),
    (r"bidding is not over: say take or pass", "идёт торговля: играть или пас", "триває торгівля: грати чи пас"),
    (r"bidding is not over: name a trump or pass", "идёт торговля: назовите козырь или пас",
     "триває торгівля: назвіть козир або пас"),
    (r"the deal is over", "сдача окончена", "роздачу закінчено"),
    (r"nobody has a sequence", "ни у кого нет комбинаций", "ні в кого немає комбінацій"),
    (r"the single senior sequence", "единственная старшая комбинация", "єдина старша комбінація"),
    (r"equal sequences: the earlier hand is senior", "равные комбинации: старше та, что раньше по ходу",
     "рівні комбінації: старша та, що раніше за ходом"),
    (r"equal sequences: the trump one is senior", "равные комбинации: старше козырная",
     "рівні комбінації: старша козирна"),
    (r"equal sequences, none in trump: no sequences score", "равные комбинации, ни одна не козырная: не идут в зачёт",
     "рівні комбінації, жодна не козирна: не зараховано"),
    (r"equal sequences: pending until the last trick", "равные комбинации: решит последняя взятка",
     "рівні комбінації: вирішить остання взятка"),
    (r"equal sequences: the side that took the last trick is senior",
     "равные комбинации: старше у того, кто взял последнюю взятку",
     "рівні комбінації: старша в того, хто взяв останню взятку"),
    (r"equal sequences, neither took the last trick: no sequences score",
     "равные комбинации, последнюю взятку взял другой: не идут в зачёт",
     "рівні комбінації, останню взятку взяв інший: не зараховано"),
    (r"the senior sequence's side took no trick: no sequences score",
     "у владельца старшей комбинации нет взяток: комбинации не идут в зачёт",
     "власник старшої комбінації не взяв жодної взятки: комбінації не зараховано"),
    (r"you do not hold the trump 7", "у вас нет козырной семёрки", "у вас немає козирної сімки"),
    (r"the 7 swap is off at this table", "обмен семёрки выключен", "обмін сімки вимкнено"),
    (r"the match is over", "партия окончена", "партію закінчено"),
]


def reason(text: str, lang: str) -> str:
    """The engine's reason (English) in the player's language, where it is a known one."""
    import re

    if lang not in ("ru", "uk"):
        return text
    for pat, ru, uk in _REASONS:
        m = re.fullmatch(pat, text)
        if m:
            args = [_SUITS_GEN[lang].get(g, g) for g in m.groups()]
            return (ru if lang == "ru" else uk).format(*args)
    return text
