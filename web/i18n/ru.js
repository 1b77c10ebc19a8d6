// Русский каталог: те же ключи, что в en.js. См. docs/translations.md.

export default {
  // index.html's header, app.js, ui/theme.js, ui/account-box.js, net/api.js
  "nav.leaderboard": "Рейтинг",
  "nav.analysis": "Анализ",
  "nav.puzzles": "Задачи",
  "nav.competitions": "Конкурсы",
  "nav.explorer": "Дебюты",
  "nav.tournaments": "Турниры",
  "header.language": "Язык",
  "header.darkTheme": "Тёмная тема",
  "header.lightTheme": "Светлая тема",
  "account.name": "имя пользователя",
  "account.password": "пароль",
  "account.login": "Войти",
  "account.register": "Зарегистрироваться",
  "account.logout": "Выйти",
  "account.myGames": "мои партии",
  "net.unreachable": "сервер недоступен ({request})",

  // pages/not-found.js
  "notFound.heading": "Нет такой страницы",
  "notFound.text": "По адресу {path} страницы нет.",
  "notFound.home": "На главную",
  "notFound.title": "Нет такой страницы — Pearls",

  // pages/leaderboard.js
  "leaderboard.heading": "Рейтинг:",
  "leaderboard.player": "Игрок",
  "leaderboard.rating": "Рейтинг",
  "leaderboard.games": "Партии",
  "leaderboard.empty": "В этом рейтинге пока нет игроков с устоявшимся рейтингом: он устанавливается после нескольких рейтинговых партий.",
  "leaderboard.title": "Рейтинг {pool} — Pearls",

  // pages/challenge.js
  "challenge.heading": "Вызов",
  "challenge.accept": "Принять вызов",
  "challenge.first": "первым (чёрными)",
  "challenge.second": "вторым (белыми)",
  "challenge.text": "{creator} вызывает вас: {game}; вы играете {side}.",

  // pages/reset-password.js
  "reset.title": "Сброс пароля — Pearls",
  "reset.done": "Пароль изменён: войдите с новым паролем.",
  "reset.heading": "Забыли пароль",
  "reset.explain": "Укажите имя учётной записи: ссылка для выбора нового пароля придёт на её подтверждённый адрес e-mail.",
  "reset.name": "Имя",
  "reset.send": "Отправить ссылку",
  "reset.newPassword": "Новый пароль",
  "reset.change": "Сменить пароль",

  // pages/turns.js
  "turns.title": "Ваш ход — Pearls",
  "turns.none": "Ни одна партия не ждёт вашего хода.",
  "turns.byClock": "по часам",
  "turns.moveBy": "ход до {date}",
  "turns.play": "Играть",
  "turns.days": { one: "{rule}, {count} день на ход", few: "{rule}, {count} дня на ход", many: "{rule}, {count} дней на ход", other: "{rule}, {count} дня на ход" },
  "turns.heading": "Ваш ход",
  "turns.opponent": "Соперник",
  "turns.game": "Партия",
  "turns.deadline": "Срок",

  // pages/notifications.js
  "notifications.title": "Уведомления — Pearls",
  "notifications.none": "Уведомлений пока нет.",
  "notifications.nothingNew": "Ничего нового.",
  "notifications.new": { one: "{count} новое.", few: "{count} новых.", many: "{count} новых.", other: "{count} новых." },
  "notifications.heading": "Уведомления",
  "notifications.markSeen": "Отметить все как прочитанные",

  // pages/profile.js
  "profile.pool": "Рейтинг",
  "profile.rating": "Рейтинг",
  "profile.games": "Партии",
  "profile.game": "Партия",
  "profile.rule": "Правила",
  "profile.opponent": "Соперник",
  "profile.result": "Результат",
  "profile.date": "Дата",
  "profile.noGames": "Партий пока нет.",
  "profile.newer": "Более новые партии",
  "profile.older": "Более старые партии",
  "profile.since": "Играет с {date}.",
  "profile.waiting": "(ожидание)",
  "profile.puzzles": { one: "Задачи: {grade}, рейтинг {rating}, {count} в зачёт.", few: "Задачи: {grade}, рейтинг {rating}, {count} в зачёт.", many: "Задачи: {grade}, рейтинг {rating}, {count} в зачёт.", other: "Задачи: {grade}, рейтинг {rating}, {count} в зачёт." },
  "profile.puzzlesProvisional": { one: "Задачи: {grade} (предварительно), рейтинг {rating}, {count} в зачёт.", few: "Задачи: {grade} (предварительно), рейтинг {rating}, {count} в зачёт.", many: "Задачи: {grade} (предварительно), рейтинг {rating}, {count} в зачёт.", other: "Задачи: {grade} (предварительно), рейтинг {rating}, {count} в зачёт." },
  "profile.chart": "{pool}: рейтинг после каждой партии",

  // pages/settings.js
  "settings.title": "Настройки — Pearls",
  "settings.guest": "Настройки доступны только с учётной записью: сначала зарегистрируйтесь или войдите.",
  "settings.noMail": "Этот сервер не отправляет e-mail.",
  "settings.verified": "Подтверждён.",
  "settings.unverified": "Ещё не подтверждён: откройте ссылку из письма, отправленного на этот адрес.",
  "settings.sent": "Ссылка для подтверждения {address} уже отправлена.",
  "settings.saved": "Сохранено.",
  "settings.vacationLeft": { one: "Осталось {count} из {allowance} дней отпуска за последние 365 дней.", few: "Осталось {count} из {allowance} дней отпуска за последние 365 дней.", many: "Осталось {count} из {allowance} дней отпуска за последние 365 дней.", other: "Осталось {count} из {allowance} дней отпуска за последние 365 дней." },
  "settings.onVacation": "В отпуске до {date}.",
  "settings.heading": "Настройки",
  "settings.email": "E-mail",
  "settings.address": "Адрес",
  "settings.saveVerify": "Сохранить и подтвердить",
  "settings.notifyWhen": "Присылать мне e-mail, когда",
  "settings.notifyTurn": "мой ход в партии по переписке",
  "settings.notifyGameOver": "заканчивается моя партия по переписке",
  "settings.notifyTournament": "начинается турнир, в котором я играю",
  "settings.save": "Сохранить",
  "settings.vacation": "Отпуск",
  "settings.vacationExplain": "Отпуск останавливает ваши часы в партиях по переписке на целые дни.",
  "settings.days": "Дней",
  "settings.startVacation": "Начать отпуск сейчас",

  // router.js
  "router.failed": "Не удалось загрузить страницу: {error}",
};
