// 简体中文目录：与 en.js 的键相同。见 docs/translations.md。

export default {
  // index.html's header, app.js, ui/theme.js, ui/account-box.js, net/api.js
  "nav.leaderboard": "排行榜",
  "nav.analysis": "分析",
  "nav.puzzles": "习题",
  "nav.competitions": "解题赛",
  "nav.explorer": "开局库",
  "nav.tournaments": "比赛",
  "header.language": "语言",
  "header.darkTheme": "深色主题",
  "header.lightTheme": "浅色主题",
  "account.name": "用户名",
  "account.password": "密码",
  "account.login": "登录",
  "account.register": "注册",
  "account.logout": "退出",
  "account.myGames": "我的对局",
  "net.unreachable": "无法连接服务器（{request}）",

  // pages/not-found.js
  "notFound.heading": "页面不存在",
  "notFound.text": "{path} 没有页面。",
  "notFound.home": "返回首页",
  "notFound.title": "页面不存在 — Pearls",

  // pages/leaderboard.js
  "leaderboard.heading": "排行榜：",
  "leaderboard.player": "棋手",
  "leaderboard.rating": "等级分",
  "leaderboard.games": "对局数",
  "leaderboard.empty": "该排行榜尚无等级分稳定的棋手：等级分在几盘计分对局后才会稳定。",
  "leaderboard.title": "排行榜 {pool} — Pearls",

  // pages/challenge.js
  "challenge.heading": "挑战",
  "challenge.accept": "接受挑战",
  "challenge.first": "先手（黑棋）",
  "challenge.second": "后手（白棋）",
  "challenge.text": "{creator} 向你发起挑战：{game}；你执{side}。",

  // pages/reset-password.js
  "reset.title": "重置密码 — Pearls",
  "reset.done": "密码已更改：请用新密码登录。",
  "reset.heading": "忘记密码",
  "reset.explain": "请输入账户名：设置新密码的链接将发送到其已验证的电子邮箱。",
  "reset.name": "名称",
  "reset.send": "发送链接",
  "reset.newPassword": "新密码",
  "reset.change": "更改密码",

  // pages/turns.js
  "turns.title": "轮到你了 — Pearls",
  "turns.none": "没有等待你落子的对局。",
  "turns.byClock": "按棋钟",
  "turns.moveBy": "请在 {date} 前落子",
  "turns.play": "下棋",
  "turns.days": { other: "{rule}，每步 {count} 天" },
  "turns.heading": "轮到你了",
  "turns.opponent": "对手",
  "turns.game": "对局",
  "turns.deadline": "期限",

  // pages/notifications.js
  "notifications.title": "通知 — Pearls",
  "notifications.none": "暂无通知。",
  "notifications.nothingNew": "没有新通知。",
  "notifications.new": { other: "{count} 条新通知。" },
  "notifications.heading": "通知",
  "notifications.markSeen": "全部标为已读",

  // pages/profile.js
  "profile.pool": "类别",
  "profile.rating": "等级分",
  "profile.games": "对局数",
  "profile.game": "对局",
  "profile.rule": "规则",
  "profile.opponent": "对手",
  "profile.result": "结果",
  "profile.date": "日期",
  "profile.noGames": "暂无对局。",
  "profile.newer": "较新的对局",
  "profile.older": "较早的对局",
  "profile.since": "自 {date} 起下棋。",
  "profile.waiting": "（等待中）",
  "profile.puzzles": { other: "习题：{grade}，等级分 {rating}，已计分 {count} 题。" },
  "profile.puzzlesProvisional": { other: "习题：{grade}（暂定），等级分 {rating}，已计分 {count} 题。" },
  "profile.chart": "{pool}：每局后的等级分",

  // pages/settings.js
  "settings.title": "设置 — Pearls",
  "settings.guest": "设置仅限账户：请先注册或登录。",
  "settings.noMail": "本服务器不发送电子邮件。",
  "settings.verified": "已验证。",
  "settings.unverified": "尚未验证：请打开发送到该地址的链接。",
  "settings.sent": "验证 {address} 的链接已发出。",
  "settings.saved": "已保存。",
  "settings.vacationLeft": { other: "最近 365 天内的 {allowance} 天休假还剩 {count} 天。" },
  "settings.onVacation": "休假至 {date}。",
  "settings.heading": "设置",
  "settings.email": "电子邮件",
  "settings.address": "地址",
  "settings.saveVerify": "保存并验证",
  "settings.notifyWhen": "在以下情况发邮件给我",
  "settings.notifyTurn": "通信对局轮到我走棋时",
  "settings.notifyGameOver": "我的通信对局结束时",
  "settings.notifyTournament": "我参加的比赛开始时",
  "settings.save": "保存",
  "settings.vacation": "休假",
  "settings.vacationExplain": "休假期间，你在通信对局中的棋钟按整天暂停。",
  "settings.days": "天数",
  "settings.startVacation": "立即开始休假",

  // router.js
  "router.failed": "无法加载此页面：{error}",
};
