import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The auth module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const authNames: ModuleNames = {
  zh: {
    menus: { oidc: '单点登录', oidc_view: '查看单点登录设置', oidc_edit: '编辑单点登录设置' },
    templates: {
      'Your sign-in code is {n}. It expires in 5 minutes. Do not share it with anyone.': '您的登录验证码是{n}，5分钟内有效。请勿告诉他人。',
      'Your password reset code is {n}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.':
        '您的密码重置验证码是{n}，5分钟内有效。如果您没有申请重置密码，请忽略此消息。',
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)': '账号或密码错误（还可尝试 {n} 次，之后账号将被锁定）',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)': '连续 {n} 次登录失败后账号已锁定，请 {n} 分钟后再试',
      'The verification code is incorrect ({n} attempt(s) left)': '验证码错误（还可尝试 {n} 次）',
      "the provider's discovery document could not be read ({s})": '无法读取身份提供方的发现文档（{s}）',
      'A code was sent less than {s} seconds ago, please wait before asking again': '验证码在 {s} 秒内已发送，请稍后再请求',
    },
    messages: {
      'Your sign-in code': '您的登录验证码',
      'Your password reset code': '您的密码重置验证码',
      'must be a mobile number such as +65 91234567': '必须是手机号码，例如 +65 91234567',
      'The account or password is incorrect': '账号或密码错误',
      'Please enter the verification code (captcha)': '请输入验证码',
      'The verification code is incorrect': '验证码错误',
      'The verification code is invalid or has expired, please request a new one': '验证码无效或已过期，请重新获取',
      'Too many wrong verification codes, please request a new one': '验证码错误次数过多，请重新获取',
      'Too many sign-in attempts from this address, try again in a minute': '该地址登录尝试过多，请一分钟后再试',
      'Unknown tenant': '未知租户',
      'The account is disabled': '账号已停用',
      'The refresh token is invalid or expired, please sign in again': '刷新令牌无效或已过期，请重新登录',
      'Sign-in through the portal (SSO) is not configured': '未配置门户登录（SSO）',
      'The portal account has no user here, please contact the administrator': '门户账号在此没有对应用户，请联系管理员',
      'The portal sign-in token has already been used': '门户登录令牌已被使用',
      'The portal sign-in token is invalid or has expired': '门户登录令牌无效或已过期',
      'please enter the password': '请输入密码',
      'please enter the mobile number': '请输入手机号',
      'please enter the verification code': '请输入验证码',
      'The account is disabled, please contact the administrator': '账号已停用，请联系管理员',
      'The account no longer exists': '账号已不存在',
      'Please sign in again before setting a new password': '请重新登录后再设置新密码',
      'the old password is incorrect': '旧密码不正确',
      'Too many requests from this address, please try again in a minute': '该地址请求过多，请一分钟后再试',
      'The project report is only available to staff': '项目报表仅对员工开放',
      'A report token can only be issued for yourself': '报表令牌只能为自己签发',
      'the report token is invalid or has expired': '报表令牌无效或已过期',
      'Too many codes were requested in the last hour, please try again later': '过去一小时内请求验证码次数过多，请稍后再试',
      'Your password does not need to be reset; change it with the old password (update-password)': '您的密码无需重置；请使用旧密码修改（修改密码）',
    },
  },
  ms: {
    templates: {
      'Your sign-in code is {n}. It expires in 5 minutes. Do not share it with anyone.':
        'Kod log masuk anda ialah {n}. Kod ini luput dalam 5 minit. Jangan berikan kod ini kepada sesiapa.',
      'Your password reset code is {n}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.':
        'Kod untuk menetapkan semula kata laluan anda ialah {n}. Kod ini luput dalam 5 minit. Jika anda tidak memintanya, abaikan mesej ini.',
      'The verification code is incorrect ({n} attempt(s) left)': 'Kod pengesahan salah (tinggal {n} cubaan lagi)',
      'A code was sent less than {n} seconds ago, please wait before asking again':
        'Kod telah dihantar kurang daripada {n} saat yang lalu, sila tunggu sebelum meminta lagi',
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'Akaun atau kata laluan salah (tinggal {n} cubaan lagi sebelum akaun dikunci)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)':
        'Akaun dikunci selepas {n} kali gagal log masuk, cuba lagi dalam {n} minit',
    },
    messages: {
      'Your sign-in code': 'Kod log masuk anda',
      'Your password reset code': 'Kod tetapan semula kata laluan anda',
      'The account or password is incorrect': 'Akaun atau kata laluan salah',
      'The verification code is incorrect': 'Kod pengesahan salah',
      'The verification code is invalid or has expired, please request a new one': 'Kod pengesahan tidak sah atau sudah luput, sila minta kod baharu',
      'Too many wrong verification codes, please request a new one': 'Terlalu banyak kod salah dimasukkan, sila minta kod baharu',
      'Too many sign-in attempts from this address, try again in a minute': 'Terlalu banyak cubaan log masuk dari alamat ini, cuba lagi selepas seminit',
      'Too many codes were requested in the last hour, please try again later': 'Terlalu banyak kod diminta dalam sejam yang lalu, sila cuba lagi nanti',
      'Too many requests from this address, please try again in a minute': 'Terlalu banyak permintaan dari alamat ini, sila cuba lagi selepas seminit',
      'The account is disabled': 'Akaun ini telah dinyahaktifkan',
      'The account is disabled, please contact the administrator': 'Akaun ini telah dinyahaktifkan, sila hubungi pentadbir',
      'please enter the password': 'Sila masukkan kata laluan',
      'please enter the mobile number': 'Sila masukkan nombor telefon bimbit',
      'please enter the verification code': 'Sila masukkan kod pengesahan',
      'must be a mobile number such as +65 91234567': 'mestilah nombor telefon bimbit seperti +65 91234567',
    },
  },
  ta: {
    templates: {
      'Your sign-in code is {n}. It expires in 5 minutes. Do not share it with anyone.':
        'உங்கள் உள்நுழைவுக் குறியீடு {n}. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாரிடமும் பகிர வேண்டாம்.',
      'Your password reset code is {n}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.':
        'உங்கள் கடவுச்சொல்லை மாற்றுவதற்கான குறியீடு {n}. இது 5 நிமிடங்களில் காலாவதியாகும். நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்.',
      'The verification code is incorrect ({n} attempt(s) left)': 'சரிபார்ப்புக் குறியீடு தவறு (இன்னும் {n} முயற்சிகள் உள்ளன)',
      'A code was sent less than {n} seconds ago, please wait before asking again':
        '{n} வினாடிகளுக்குள் ஒரு குறியீடு அனுப்பப்பட்டது, மீண்டும் கேட்கும் முன் சற்று காத்திருக்கவும்',
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'கணக்கு அல்லது கடவுச்சொல் தவறு (கணக்கு பூட்டப்படுவதற்கு முன் இன்னும் {n} முயற்சிகள் உள்ளன)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)':
        '{n} முறை உள்நுழைவு தோல்வியடைந்ததால் கணக்கு பூட்டப்பட்டது, {n} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
    },
    messages: {
      'Your sign-in code': 'உங்கள் உள்நுழைவுக் குறியீடு',
      'Your password reset code': 'உங்கள் கடவுச்சொல் மாற்றக் குறியீடு',
      'The account or password is incorrect': 'கணக்கு அல்லது கடவுச்சொல் தவறு',
      'The verification code is incorrect': 'சரிபார்ப்புக் குறியீடு தவறு',
      'The verification code is invalid or has expired, please request a new one': 'சரிபார்ப்புக் குறியீடு செல்லாது அல்லது காலாவதியானது, புதிய குறியீட்டைக் கேட்கவும்',
      'Too many wrong verification codes, please request a new one': 'பல முறை தவறான குறியீடு உள்ளிடப்பட்டது, புதிய குறியீட்டைக் கேட்கவும்',
      'Too many sign-in attempts from this address, try again in a minute': 'இந்த முகவரியிலிருந்து பல உள்நுழைவு முயற்சிகள், ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்',
      'Too many codes were requested in the last hour, please try again later': 'கடந்த ஒரு மணி நேரத்தில் பல குறியீடுகள் கேட்கப்பட்டன, பிறகு மீண்டும் முயற்சிக்கவும்',
      'Too many requests from this address, please try again in a minute': 'இந்த முகவரியிலிருந்து பல கோரிக்கைகள், ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்',
      'The account is disabled': 'இந்தக் கணக்கு முடக்கப்பட்டுள்ளது',
      'The account is disabled, please contact the administrator': 'இந்தக் கணக்கு முடக்கப்பட்டுள்ளது, நிர்வாகியைத் தொடர்பு கொள்ளவும்',
      'please enter the password': 'கடவுச்சொல்லை உள்ளிடவும்',
      'please enter the mobile number': 'கைபேசி எண்ணை உள்ளிடவும்',
      'please enter the verification code': 'சரிபார்ப்புக் குறியீட்டை உள்ளிடவும்',
      'must be a mobile number such as +65 91234567': '+65 91234567 போன்ற கைபேசி எண்ணாக இருக்க வேண்டும்',
    },
  },
  bn: {
    templates: {
      'Your sign-in code is {n}. It expires in 5 minutes. Do not share it with anyone.':
        'আপনার সাইন-ইন কোড {n}। কোডটি ৫ মিনিট পর বাতিল হয়ে যাবে। কাউকে এই কোড দেবেন না।',
      'Your password reset code is {n}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.':
        'আপনার পাসওয়ার্ড বদলানোর কোড {n}। কোডটি ৫ মিনিট পর বাতিল হয়ে যাবে। আপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন।',
      'The verification code is incorrect ({n} attempt(s) left)': 'যাচাই কোড ভুল (আর {n} বার চেষ্টা করতে পারবেন)',
      'A code was sent less than {n} seconds ago, please wait before asking again': '{n} সেকেন্ডের মধ্যে একটি কোড পাঠানো হয়েছে, আবার চাওয়ার আগে একটু অপেক্ষা করুন',
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'অ্যাকাউন্ট বা পাসওয়ার্ড ভুল (অ্যাকাউন্ট লক হওয়ার আগে আর {n} বার চেষ্টা করতে পারবেন)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)': '{n} বার সাইন-ইন ব্যর্থ হওয়ায় অ্যাকাউন্ট লক হয়েছে, {n} মিনিট পর আবার চেষ্টা করুন',
    },
    messages: {
      'Your sign-in code': 'আপনার সাইন-ইন কোড',
      'Your password reset code': 'আপনার পাসওয়ার্ড বদলানোর কোড',
      'The account or password is incorrect': 'অ্যাকাউন্ট বা পাসওয়ার্ড ভুল',
      'The verification code is incorrect': 'যাচাই কোড ভুল',
      'The verification code is invalid or has expired, please request a new one': 'যাচাই কোডটি সঠিক নয় বা এর মেয়াদ শেষ, নতুন কোড চান',
      'Too many wrong verification codes, please request a new one': 'অনেকবার ভুল কোড দেওয়া হয়েছে, নতুন কোড চান',
      'Too many sign-in attempts from this address, try again in a minute': 'এই ঠিকানা থেকে অনেকবার সাইন-ইনের চেষ্টা হয়েছে, এক মিনিট পর আবার চেষ্টা করুন',
      'Too many codes were requested in the last hour, please try again later': 'গত এক ঘণ্টায় অনেকগুলো কোড চাওয়া হয়েছে, পরে আবার চেষ্টা করুন',
      'Too many requests from this address, please try again in a minute': 'এই ঠিকানা থেকে অনেক অনুরোধ এসেছে, এক মিনিট পর আবার চেষ্টা করুন',
      'The account is disabled': 'অ্যাকাউন্টটি বন্ধ করা হয়েছে',
      'The account is disabled, please contact the administrator': 'অ্যাকাউন্টটি বন্ধ করা হয়েছে, অ্যাডমিনিস্ট্রেটরের সাথে যোগাযোগ করুন',
      'please enter the password': 'পাসওয়ার্ড লিখুন',
      'please enter the mobile number': 'মোবাইল নম্বর লিখুন',
      'please enter the verification code': 'যাচাই কোড লিখুন',
      'must be a mobile number such as +65 91234567': '+65 91234567-এর মতো একটি মোবাইল নম্বর হতে হবে',
    },
  },
  my: {
    templates: {
      'Your sign-in code is {n}. It expires in 5 minutes. Do not share it with anyone.': 'သင်၏ ဝင်ရောက်ရန်ကုဒ်မှာ {n} ဖြစ်သည်။ ၅ မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မပြပါနှင့်။',
      'Your password reset code is {n}. It expires in 5 minutes. If you did not ask to reset your password, ignore this message.':
        'သင်၏ စကားဝှက်ပြောင်းရန်ကုဒ်မှာ {n} ဖြစ်သည်။ ၅ မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ သင်မတောင်းဆိုခဲ့လျှင် ဤစာကို လျစ်လျူရှုပါ။',
      'The verification code is incorrect ({n} attempt(s) left)': 'အတည်ပြုကုဒ် မှားနေသည် (နောက်ထပ် {n} ကြိမ် ကြိုးစားနိုင်သည်)',
      'A code was sent less than {n} seconds ago, please wait before asking again': 'ကုဒ်ကို {n} စက္ကန့်အတွင်း ပို့ပြီးဖြစ်သည်၊ ထပ်မတောင်းမီ ခဏစောင့်ပါ',
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'အကောင့် သို့မဟုတ် စကားဝှက် မှားနေသည် (အကောင့်ပိတ်ခံရခြင်းမတိုင်မီ နောက်ထပ် {n} ကြိမ် ကြိုးစားနိုင်သည်)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)': '{n} ကြိမ် ဝင်ရောက်မှု မအောင်မြင်သဖြင့် အကောင့်ကို ပိတ်ထားသည်၊ {n} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ',
    },
    messages: {
      'Your sign-in code': 'သင်၏ ဝင်ရောက်ရန်ကုဒ်',
      'Your password reset code': 'သင်၏ စကားဝှက်ပြောင်းရန်ကုဒ်',
      'The account or password is incorrect': 'အကောင့် သို့မဟုတ် စကားဝှက် မှားနေသည်',
      'The verification code is incorrect': 'အတည်ပြုကုဒ် မှားနေသည်',
      'The verification code is invalid or has expired, please request a new one': 'အတည်ပြုကုဒ် မမှန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပြီ၊ ကုဒ်အသစ် တောင်းပါ',
      'Too many wrong verification codes, please request a new one': 'ကုဒ်မှား အကြိမ်များလွန်းသည်၊ ကုဒ်အသစ် တောင်းပါ',
      'Too many sign-in attempts from this address, try again in a minute': 'ဤလိပ်စာမှ ဝင်ရောက်ရန် ကြိုးစားမှု များလွန်းသည်၊ တစ်မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ',
      'Too many codes were requested in the last hour, please try again later': 'ပြီးခဲ့သော တစ်နာရီအတွင်း ကုဒ် အများကြီး တောင်းခဲ့သည်၊ နောက်မှ ထပ်ကြိုးစားပါ',
      'Too many requests from this address, please try again in a minute': 'ဤလိပ်စာမှ တောင်းဆိုမှု များလွန်းသည်၊ တစ်မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ',
      'The account is disabled': 'အကောင့်ကို ပိတ်ထားသည်',
      'The account is disabled, please contact the administrator': 'အကောင့်ကို ပိတ်ထားသည်၊ စီမံခန့်ခွဲသူကို ဆက်သွယ်ပါ',
      'please enter the password': 'စကားဝှက် ထည့်ပါ',
      'please enter the mobile number': 'ဖုန်းနံပါတ် ထည့်ပါ',
      'please enter the verification code': 'အတည်ပြုကုဒ် ထည့်ပါ',
      'must be a mobile number such as +65 91234567': '+65 91234567 ကဲ့သို့ ဖုန်းနံပါတ် ဖြစ်ရမည်',
    },
  },
  de: {
    templates: {
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'Konto oder Passwort ist falsch (noch {n} Versuch(e), bevor das Konto gesperrt wird)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)':
        'Das Konto ist nach {n} fehlgeschlagenen Anmeldungen gesperrt, versuchen Sie es in {n} Minute(n) erneut',
    },
    messages: {
      'The account or password is incorrect': 'Konto oder Passwort ist falsch',
      'Please enter the verification code (captcha)': 'Bitte geben Sie den Prüfcode (Captcha) ein',
      'The verification code is incorrect': 'Der Prüfcode ist falsch',
      'The verification code is invalid or has expired, please request a new one':
        'Der Prüfcode ist ungültig oder abgelaufen, bitte fordern Sie einen neuen an',
      'Too many sign-in attempts from this address, try again in a minute':
        'Zu viele Anmeldeversuche von dieser Adresse, bitte in einer Minute erneut versuchen',
      'Unknown tenant': 'Unbekannter Mandant',
      'The account is disabled': 'Das Konto ist gesperrt',
      'The refresh token is invalid or expired, please sign in again': 'Das Aktualisierungstoken ist ungültig oder abgelaufen, bitte melden Sie sich erneut an',
      'please enter the password': 'Bitte geben Sie das Passwort ein',
      'please enter the mobile number': 'Bitte geben Sie die Mobilnummer ein',
      'please enter the verification code': 'Bitte geben Sie den Prüfcode ein',
      'The account is disabled, please contact the administrator': 'Das Konto ist gesperrt, bitte wenden Sie sich an den Administrator',
    },
  },
  fr: {
    templates: {
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'Le compte ou le mot de passe est incorrect (encore {n} tentative(s) avant le verrouillage du compte)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)':
        'Le compte est verrouillé après {n} échecs de connexion, réessayez dans {n} minute(s)',
    },
    messages: {
      'The account or password is incorrect': 'Le compte ou le mot de passe est incorrect',
      'Please enter the verification code (captcha)': 'Veuillez saisir le code de vérification (captcha)',
      'The verification code is incorrect': 'Le code de vérification est incorrect',
      'The verification code is invalid or has expired, please request a new one':
        'Le code de vérification est invalide ou a expiré, veuillez en demander un nouveau',
      'Too many sign-in attempts from this address, try again in a minute': 'Trop de tentatives de connexion depuis cette adresse, réessayez dans une minute',
      'Unknown tenant': 'Locataire inconnu',
      'The account is disabled': 'Le compte est désactivé',
      'The refresh token is invalid or expired, please sign in again': 'Le jeton de rafraîchissement est invalide ou expiré, veuillez vous reconnecter',
      'please enter the password': 'veuillez saisir le mot de passe',
      'please enter the mobile number': 'veuillez saisir le numéro de mobile',
      'please enter the verification code': 'veuillez saisir le code de vérification',
      'The account is disabled, please contact the administrator': "Le compte est désactivé, veuillez contacter l'administrateur",
    },
  },
  pt: {
    templates: {
      'The account or password is incorrect ({n} attempt(s) left before the account is locked)':
        'A conta ou a palavra-passe está incorreta (restam {n} tentativa(s) antes de a conta ser bloqueada)',
      'The account is locked after {n} failed sign-ins, try again in {n} minute(s)':
        'A conta foi bloqueada após {n} tentativas falhadas, tente novamente dentro de {n} minuto(s)',
    },
    messages: {
      'The account or password is incorrect': 'A conta ou a palavra-passe está incorreta',
      'Please enter the verification code (captcha)': 'Introduza o código de verificação (captcha)',
      'The verification code is incorrect': 'O código de verificação está incorreto',
      'The verification code is invalid or has expired, please request a new one': 'O código de verificação é inválido ou expirou, peça um novo',
      'Too many sign-in attempts from this address, try again in a minute':
        'Demasiadas tentativas de início de sessão deste endereço, tente novamente dentro de um minuto',
      'Unknown tenant': 'Inquilino desconhecido',
      'The account is disabled': 'A conta está desativada',
      'The refresh token is invalid or expired, please sign in again': 'O token de atualização é inválido ou expirou, inicie sessão novamente',
      'please enter the password': 'introduza a palavra-passe',
      'please enter the mobile number': 'introduza o número de telemóvel',
      'please enter the verification code': 'introduza o código de verificação',
      'The account is disabled, please contact the administrator': 'A conta está desativada, contacte o administrador',
    },
  },
};
