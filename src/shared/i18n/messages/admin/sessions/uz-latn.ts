import { fn, type SourceTree } from '../../../runtime/message';
/**
 * The sign-in sessions page's texts (docs/product/admin-and-pages.md section 2 "Sessions"); the toasts of
 * section 8 are in `errors`, verbatim.
 */
export default {
  title: 'Faol sessiyalar',
  subtitle: 'Hozir tizimga kirgan barcha qurilmalar. Shubhali sessiyani darhol tugating.',
  listLabel: "Sessiyalar ro'yxati",
  refresh: 'Yangilash',
  refreshing: 'Yangilanmoqda...',
  autoRefresh: 'Har 30 soniyada yangilanadi',
  count: fn('{n} ta faol sessiya', 'n'),
  empty: "Faol sessiyalar yo'q",
  emptyHint: "Kimdir tizimga kirsa, uning sessiyasi shu yerda ko'rinadi.",
  columns: {
    user: 'Foydalanuvchi',
    device: 'Qurilma',
    signInMethod: 'Kirish usuli',
    ip: 'IP manzil',
    lastActivity: 'Oxirgi faollik',
    actions: 'Amallar',
  },
  /** how each session signed in (a session from before this was recorded: unknown) */
  signInMethods: {
    phone_code: { way: 'Telefon', detail: 'SMS kod' },
    phone_password: { way: 'Telefon', detail: 'parol' },
    email_password: { way: 'Email', detail: 'parol' },
    impersonation: { way: 'Administrator', detail: 'foydalanuvchi nomidan' },
  },
  unknownSignInMethod: "Noma'lum",
  signedInBy: fn('Kirish usuli: {way}', 'way'),
  current: 'Joriy sessiyangiz',
  unknownBrowser: "Noma'lum brauzer",
  noIp: "IP noma'lum",
  noUserAgent: "User agent yo'q",
  ip: fn('IP: {ip}', 'ip'),
  lastActivity: fn('Oxirgi faollik: {when}', 'when'),
  signedInAt: fn('Kirilgan: {date}', 'date'),
  showUserAgent: "User agentni ko'rsatish",
  hideUserAgent: 'Yashirish',
  terminate: 'Tugatish',
  terminateLabel: fn('{name}: {device} sessiyasini tugatish', 'name', 'device'),
  confirmTitle: 'Sessiya tugatilsinmi?',
  confirmMessage: fn(
    "{name} {device} qurilmasida tizimdan darhol chiqariladi. Qayta kirish uchun parol kerak bo'ladi.",
    'name',
    'device',
  ),
  confirmCurrent:
    'Bu sizning joriy sessiyangiz: uni tugatsangiz, shu qurilmada tizimdan chiqasiz va admin paneldan chiqib ketasiz.',
  terminated: 'Sessiya tugatildi',
  errors: {
    load: 'Sessiyalarni yuklashda xatolik yuz berdi',
    terminate: 'Sessiyani tugatishda xatolik yuz berdi',
  },
} satisfies SourceTree;
