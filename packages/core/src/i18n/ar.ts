import type { PartialResource } from './en';

// Arabic is partial: the sign-in form, the shell's words and the greetings. Every
// other key falls back to English; the layout is right-to-left.
export const ar: PartialResource = {
  common: {
    ok: 'حسنًا',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
    gotIt: 'فهمت',
    knowMore: 'اعرف المزيد',
    done: 'تم',
    save: 'حفظ',
    close: 'إغلاق',
    back: 'رجوع',
    search: 'بحث',
    write: 'اكتب',
    loading: 'جارٍ التحميل',
  },
  greeting: {
    lateNight: 'لقد تأخر الوقت',
    morning: 'صباح الخير',
    afternoon: 'مساء الخير',
    evening: 'مساء الخير',
    withNickname: '{{greeting}}، {{nickname}}',
  },
  tabs: {
    archive: 'الوقت',
    location: 'الأماكن',
    people: 'الأشخاص',
    tag: 'القصص',
    status: 'الحالة',
    more: 'المزيد',
  },
  languages: {
    zh: '中文',
    en: 'English',
    ar: 'العربية',
  },
  login: {
    title: 'تسجيل الدخول',
    phonePlaceholder: 'رقم الهاتف',
    codePlaceholder: 'رمز التحقق',
    sendCode: 'إرسال الرمز',
    sendAgain: 'إعادة الإرسال',
    secondsLeft: '{{count}} ث',
    agreePrefix: 'لقد قرأت ووافقت على',
    agreement: 'اتفاقية المستخدم',
    and: 'و',
    policy: 'سياسة الخصوصية',
    signIn: 'تسجيل الدخول',
    bindPhone: 'ربط رقم الهاتف',
    signingIn: 'جارٍ تسجيل الدخول...',
    binding: 'جارٍ الربط...',
    needAgreement: 'يجب الموافقة على اتفاقية المستخدم',
    fillPhoneAndCode: 'يرجى إدخال رقم الهاتف ورمز التحقق',
    fillCorrectPhone: 'يرجى إدخال رقم الهاتف الصحيح',
    fillCorrectCode: 'يرجى إدخال الرمز الصحيح',
    invalidCode: 'رمز التحقق غير صالح',
    sendFrequently: 'لا ترسل الرسائل بشكل متكرر',
  },
  // A count reads "2 / 3" left to right, as Arabic writes numbers. Bare, the right-to-left line would
  // draw it "3 / 2": the spaced slash between two numbers takes the line's direction. The isolate
  // (U+2066 … U+2069) keeps the count one left-to-right piece, in both apps.
  editor: {
    counter: '\u2066{{count}} / {{max}}\u2069',
  },
  preview: {
    counter: '\u2066{{index}} / {{total}}\u2069',
  },
  pro: {
    limitTitle: 'تحتاج إلى الترقية إلى Pro',
    limitContent: 'بدون PRO يمكنك الاحتفاظ بما يصل إلى {{count}} يومية.',
  },
};
