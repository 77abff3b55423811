import type en from '../en/oidc';

/** OpenID Connect 单点登录：登录按钮、完成登录的页面、系统 > 单点登录。 */
const oidc: typeof en = {
  signInWith: '使用 {{label}} 登录',
  or: '或',
  finishing: '正在登录…',
  backToLogin: '返回登录',
  errors: {
    not_configured: '本公司尚未设置单点登录，请使用账号和密码登录。',
    expired: '登录耗时过长或已被使用，请重新开始。',
    other_browser: '登录是在另一个浏览器或窗口中发起的，请在此处重新开始。',
    refused: '身份提供方未能让您登录。',
    failed: '无法连接身份提供方或其应答无效，请重试或联系管理员。',
    no_claim: '身份提供方未说明您是哪个账号，请联系管理员。',
    unknown_account: '您的身份提供方账号在本系统中没有对应用户，请联系管理员添加。',
    account_disabled: '您的账号已被停用，请联系管理员。',
    account_locked: '登录失败次数过多，账号已被锁定，请稍后再试。',
    unknown: '单点登录未完成，请重新开始。',
  },
  page: {
    title: '单点登录',
    intro: '让本公司人员通过您的身份提供方（OpenID Connect）登录。账号与现有用户匹配，不会自动创建用户。',
    issuer: '签发者 URL',
    issuerHelp: '身份提供方的签发者地址，例如 https://login.example.com/realms/hr（其 /.well-known/openid-configuration 必须可访问）。',
    clientId: '客户端 ID',
    clientSecret: '客户端密钥',
    secretStored: '已保存密钥，留空则保持不变。',
    secretNone: '未保存密钥（仅使用 PKCE 的公共客户端）。',
    clearSecret: '删除已保存的密钥',
    accountClaim: '账号声明',
    accountClaimHelp: 'ID 令牌（或用户信息）中指明用户的声明，例如 preferred_username 或 email。',
    matchField: '匹配字段',
    matchAccount: '用户账号',
    matchEmail: '用户邮箱',
    scope: '授权范围',
    buttonLabel: '按钮文字',
    buttonLabelHelp: '在登录页显示为“使用 … 登录”。',
    enabled: '启用',
    redirectUri: '回调地址',
    redirectUriHelp: '请在身份提供方处将此地址登记为客户端的回调（重定向）URI。',
    saved: '单点登录设置已保存',
    lastSaved: '最后保存于 {{time}}',
  },
};

export default oidc;
