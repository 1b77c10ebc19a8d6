// 日本語のカタログ：en.js と同じキー。docs/translations.md を参照。

export default {
  // index.html's header, app.js, ui/theme.js, ui/account-box.js, net/api.js
  "nav.leaderboard": "ランキング",
  "nav.analysis": "検討",
  "nav.puzzles": "詰め連珠",
  "nav.competitions": "問題コンテスト",
  "nav.explorer": "定石",
  "nav.tournaments": "大会",
  "header.language": "言語",
  "header.darkTheme": "ダークテーマ",
  "header.lightTheme": "ライトテーマ",
  "account.name": "ユーザー名",
  "account.password": "パスワード",
  "account.login": "ログイン",
  "account.register": "登録",
  "account.logout": "ログアウト",
  "account.myGames": "自分の対局",
  "net.unreachable": "サーバーに接続できません（{request}）",

  // pages/not-found.js
  "notFound.heading": "ページが見つかりません",
  "notFound.text": "{path} にはページがありません。",
  "notFound.home": "ホームへ",
  "notFound.title": "ページが見つかりません — Pearls",

  // pages/leaderboard.js
  "leaderboard.heading": "ランキング：",
  "leaderboard.player": "プレイヤー",
  "leaderboard.rating": "レーティング",
  "leaderboard.games": "対局数",
  "leaderboard.empty": "このランキングにはまだ確定したプレイヤーがいません。レーティングは数局のレーティング対局の後に確定します。",
  "leaderboard.title": "ランキング {pool} — Pearls",

  // pages/challenge.js
  "challenge.heading": "挑戦状",
  "challenge.accept": "挑戦を受ける",
  "challenge.first": "先手（黒）",
  "challenge.second": "後手（白）",
  "challenge.text": "{creator} さんからの挑戦：{game}。あなたは{side}です。",

  // pages/reset-password.js
  "reset.title": "パスワードの再設定 — Pearls",
  "reset.done": "パスワードを変更しました。新しいパスワードでログインしてください。",
  "reset.heading": "パスワードを忘れた場合",
  "reset.explain": "アカウント名を入力してください。新しいパスワードを設定するリンクが、確認済みのメールアドレスに送られます。",
  "reset.name": "名前",
  "reset.send": "リンクを送る",
  "reset.newPassword": "新しいパスワード",
  "reset.change": "パスワードを変更",

  // pages/turns.js
  "turns.title": "あなたの手番 — Pearls",
  "turns.none": "あなたの着手を待っている対局はありません。",
  "turns.byClock": "持ち時間内",
  "turns.moveBy": "{date} までに着手",
  "turns.play": "対局へ",
  "turns.days": { other: "{rule}、1手{count}日" },
  "turns.heading": "あなたの手番",
  "turns.opponent": "相手",
  "turns.game": "対局",
  "turns.deadline": "期限",

  // pages/notifications.js
  "notifications.title": "お知らせ — Pearls",
  "notifications.none": "お知らせはまだありません。",
  "notifications.nothingNew": "新着はありません。",
  "notifications.new": { other: "新着 {count} 件。" },
  "notifications.heading": "お知らせ",
  "notifications.markSeen": "すべて既読にする",

  // pages/profile.js
  "profile.pool": "部門",
  "profile.rating": "レーティング",
  "profile.games": "対局数",
  "profile.game": "対局",
  "profile.rule": "ルール",
  "profile.opponent": "相手",
  "profile.result": "結果",
  "profile.date": "日付",
  "profile.noGames": "まだ対局がありません。",
  "profile.newer": "新しい対局",
  "profile.older": "古い対局",
  "profile.since": "{date} から参加。",
  "profile.waiting": "（待機中）",
  "profile.puzzles": { other: "詰め連珠：{grade}、レーティング {rating}、{count} 問解答。" },
  "profile.puzzlesProvisional": { other: "詰め連珠：{grade}（暫定）、レーティング {rating}、{count} 問解答。" },
  "profile.chart": "{pool}：各対局後のレーティング",

  // pages/settings.js
  "settings.title": "設定 — Pearls",
  "settings.guest": "設定はアカウント用です。先に登録またはログインしてください。",
  "settings.noMail": "このサーバーはメールを送信しません。",
  "settings.verified": "確認済み。",
  "settings.unverified": "未確認です。このアドレスに送られたリンクを開いてください。",
  "settings.sent": "{address} を確認するためのリンクを送信しました。",
  "settings.saved": "保存しました。",
  "settings.vacationLeft": { other: "直近365日の休暇は {allowance} 日中 {count} 日残っています。" },
  "settings.onVacation": "{date} まで休暇中。",
  "settings.heading": "設定",
  "settings.email": "メール",
  "settings.address": "アドレス",
  "settings.saveVerify": "保存して確認",
  "settings.notifyWhen": "次の場合にメールを送る",
  "settings.notifyTurn": "通信対局で自分の手番になったとき",
  "settings.notifyGameOver": "自分の通信対局が終わったとき",
  "settings.notifyTournament": "参加する大会が始まったとき",
  "settings.save": "保存",
  "settings.vacation": "休暇",
  "settings.vacationExplain": "休暇中は通信対局の持ち時間が日単位で止まります。",
  "settings.days": "日数",
  "settings.startVacation": "今すぐ休暇を始める",

  // router.js
  "router.failed": "このページを読み込めませんでした：{error}",
};
