// The app's strings in English, the source of the other catalogues. Keys are grouped by
// the file that shows them; a key used in one page only starts with that page's name.
// See docs/translations.md.

export default {
  // index.html's header, app.js, ui/theme.js, ui/account-box.js, net/api.js
  "nav.leaderboard": "Leaderboard",
  "nav.analysis": "Analysis",
  "nav.puzzles": "Puzzles",
  "nav.competitions": "Competitions",
  "nav.explorer": "Explorer",
  "nav.tournaments": "Tournaments",
  "header.language": "Language",
  "header.darkTheme": "Dark theme",
  "header.lightTheme": "Light theme",
  "account.name": "user name",
  "account.password": "password",
  "account.login": "Log in",
  "account.register": "Register",
  "account.logout": "Log out",
  "account.myGames": "my games",
  "net.unreachable": "the server cannot be reached ({request})",

  // pages/not-found.js
  "notFound.heading": "No such page",
  "notFound.text": "There is no page at {path}.",
  "notFound.home": "Go to the home page",
  "notFound.title": "No such page — Pearls",

  // pages/leaderboard.js
  "leaderboard.heading": "Leaderboard:",
  "leaderboard.player": "Player",
  "leaderboard.rating": "Rating",
  "leaderboard.games": "Games",
  "leaderboard.empty": "No settled players in this pool yet: a rating settles after a few rated games.",
  "leaderboard.title": "Leaderboard {pool} — Pearls",

  // pages/challenge.js
  "challenge.heading": "A challenge",
  "challenge.accept": "Accept the challenge",
  "challenge.first": "first (black)",
  "challenge.second": "second (white)",
  "challenge.text": "{creator} challenges you: {game}; you play {side}.",

  // pages/reset-password.js
  "reset.title": "Reset your password — Pearls",
  "reset.done": "Your password is changed: log in with it.",
  "reset.heading": "Forgotten password",
  "reset.explain": "Give your account's name: a link to choose a new password goes to its verified e-mail address.",
  "reset.name": "Name",
  "reset.send": "Send the link",
  "reset.newPassword": "New password",
  "reset.change": "Change the password",

  // pages/turns.js
  "turns.title": "Your turn — Pearls",
  "turns.none": "No game waits for your move.",
  "turns.byClock": "on the clock",
  "turns.moveBy": "move by {date}",
  "turns.play": "Play",
  "turns.days": { one: "{rule}, {count} day a move", other: "{rule}, {count} days a move" },
  "turns.heading": "Your turn",
  "turns.opponent": "Opponent",
  "turns.game": "Game",
  "turns.deadline": "Deadline",

  // pages/notifications.js
  "notifications.title": "Notifications — Pearls",
  "notifications.none": "No notifications yet.",
  "notifications.nothingNew": "Nothing new.",
  "notifications.new": { one: "{count} new.", other: "{count} new." },
  "notifications.heading": "Notifications",
  "notifications.markSeen": "Mark all seen",

  // pages/profile.js
  "profile.pool": "Pool",
  "profile.rating": "Rating",
  "profile.games": "Games",
  "profile.game": "Game",
  "profile.rule": "Rule",
  "profile.opponent": "Opponent",
  "profile.result": "Result",
  "profile.date": "Date",
  "profile.noGames": "No games yet.",
  "profile.newer": "Newer games",
  "profile.older": "Older games",
  "profile.since": "Playing since {date}.",
  "profile.waiting": "(waiting)",
  "profile.puzzles": { one: "Puzzles: {grade}, rating {rating}, {count} rated.", other: "Puzzles: {grade}, rating {rating}, {count} rated." },
  "profile.puzzlesProvisional": { one: "Puzzles: {grade} (provisional), rating {rating}, {count} rated.", other: "Puzzles: {grade} (provisional), rating {rating}, {count} rated." },
  "profile.chart": "{pool}: rating after each game",

  // pages/settings.js
  "settings.title": "Settings — Pearls",
  "settings.guest": "Settings are for accounts: register or log in first.",
  "settings.noMail": "This server sends no e-mail.",
  "settings.verified": "Verified.",
  "settings.unverified": "Not verified yet: open the link mailed to this address.",
  "settings.sent": "A link to verify {address} is on its way.",
  "settings.saved": "Saved.",
  "settings.vacationLeft": { one: "{count} of {allowance} vacation days left in the last 365 days.", other: "{count} of {allowance} vacation days left in the last 365 days." },
  "settings.onVacation": "On vacation until {date}.",
  "settings.heading": "Settings",
  "settings.email": "E-mail",
  "settings.address": "Address",
  "settings.saveVerify": "Save and verify",
  "settings.notifyWhen": "Send me an e-mail when",
  "settings.notifyTurn": "it is my move in a correspondence game",
  "settings.notifyGameOver": "a correspondence game of mine ends",
  "settings.notifyTournament": "a tournament I play in starts",
  "settings.save": "Save",
  "settings.vacation": "Vacation",
  "settings.vacationExplain": "A vacation stops your clocks in your correspondence games for whole days.",
  "settings.days": "Days",
  "settings.startVacation": "Start a vacation now",

  // router.js
  "router.failed": "This page could not be loaded: {error}",
};
