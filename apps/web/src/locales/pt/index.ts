import type { Messages } from '../en';
import flow from './flow';
// housing screens are not translated yet: English text
import housing from '../en/housing';
import leave from './leave';
// recruitment screens are not translated yet: English
import recruit from '../en/recruit';
import probation from '../en/probation';

import people from './people';
// attendance and settlement texts fall back to English until translated
import attendance from '../en/attendance';
import settlement from '../en/settlement';
// compliance screens fall back to English until translated
// self-service screens fall back to English until translated
import desk from '../en/desk';
import compliance from '../en/compliance';
// out of office falls back to English until translated
import delegation from '../en/delegation';
import feeds from '../en/feeds';
import oidc from '../en/oidc'; // single sign-on falls back to English until translated
import documents from '../en/documents';
// the dashboards fall back to English until translated
import dashboard from '../en/dashboard';
// the administration pages of issue 9 fall back to English until translated
import admin from '../en/admin';
// request numbers fall back to English until translated
import requests from '../en/requests';
const pt: Messages = {
  admin,
  people,
  flow,
  housing,
  leave,
  recruit,
  attendance,
  settlement,
  probation,
  compliance,
  delegation,
  feeds,
  oidc,
  documents,
  dashboard,
  desk,
  requests,
  app: { name: 'Plataforma de RH', titleSuffix: ' - Plataforma de RH' },
  common: {
    search: 'Pesquisar', reset: 'Repor', add: 'Adicionar', edit: 'Editar', view: 'Ver', delete: 'Eliminar', save: 'Guardar', cancel: 'Cancelar',
    confirm: 'Confirmar', submit: 'Submeter', close: 'Fechar', refresh: 'Atualizar', upload: 'Carregar', download: 'Transferir',
    columns: 'Colunas', actions: 'Ações', batchDelete: 'Eliminar em lote', total: 'Total de {{total}} registos', yes: 'Sim', no: 'Não',
    back: 'Voltar', loading: 'A carregar…', retry: 'Tentar novamente', select: 'Escolher', clear: 'Limpar', index: 'N.º', expand: 'Expandir',
    collapse: 'Recolher', noData: 'Sem dados', success: 'sucesso', more: 'Mais',
  },
  prompt: {
    success: 'A operação foi bem-sucedida!',
    failure: 'A operação falhou!',
    notItself: 'Não selecione o próprio item, escolha outro！',
    notParent: 'Não pode selecionar um nó superior！',
    fileNotUploaded: 'Ficheiro não carregado',
    uploadIsLoading: 'Aguarde até o carregamento terminar',
    selectOne: 'Selecione pelo menos um registo!',
    deleteConfirm: 'Tem a certeza de que pretende eliminar os dados selecionados?',
  },
  rules: {
    required: 'O campo {{field}} é obrigatório',
    email: 'O campo {{field}} deve ser um e-mail válido',
    min: '{{field}} é demasiado curto, quer ser pirateado?',
    confirmed: 'A confirmação do campo {{field}} não coincide',
    regex: 'O formato do campo {{field}} é inválido',
    between: 'O campo {{field}} deve estar entre {{min}} e {{max}}',
    alpha: 'O campo {{field}} só pode conter letras',
    integer: 'O campo {{field}} deve ser um número inteiro',
    digits: 'O campo {{field}} deve ter exatamente {{length}} dígitos',
    alpha_dash: 'O campo {{field}} pode conter letras, números, hífenes e sublinhados',
    alpha_num: 'O campo {{field}} só pode conter letras e números',
    length: 'O campo {{field}} deve ter {{length}} caracteres',
    positive: 'Introduza um número positivo!',
    credit_card: 'Não é um cartão de crédito válido!',
    password: 'A sua {{field}} deve conter pelo menos uma maiúscula, uma minúscula, um carácter especial e um dígito',
    url: 'O URL é inválido',
    cellRequired: 'obrigatório',
    textareaMax: 'No máximo {{max}} caracteres',
    nameLength: 'O nome deve ter de 2 a 20 caracteres',
  },
  login: {
    title: 'Iniciar sessão', tenantId: 'Inquilino', account: 'Conta', password: 'Palavra-passe', captcha: 'Captcha',
    submit: 'Entrar', bySms: 'Entrar por SMS', byPassword: 'Entrar com palavra-passe', phone: 'Telefone', countryCode: 'Indicativo',
    otp: 'Código único', sendCode: 'Enviar código', resendIn: 'Reenviar em {{seconds}} s', codeSent: 'O código foi enviado',
    accountRequired: 'Introduza a sua conta', passwordRequired: 'Introduza a sua palavra-passe', phoneRequired: 'Introduza o seu telefone',
    otpRequired: 'Introduza o código', emailRequired: 'Introduza o seu e-mail', captchaRequired: 'Introduza o captcha',
    sso: 'A iniciar sessão pelo portal…', ssoMissing: 'O portal não enviou um token de sessão.', downloadApp: 'Transferir a aplicação do portal',
    downloadAppText: 'Instale a aplicação do portal no telemóvel para aprovar em qualquer lugar. Peça a ligação ao seu administrador.',
    refreshCaptcha: 'Clique para atualizar',
  },
  lock: { title: 'Ecrã bloqueado', text: 'Introduza a palavra-passe para desbloquear', unlock: 'Desbloquear', lock: 'Bloquear ecrã', wrong: 'Palavra-passe incorreta' },
  password: {
    title: 'Alterar palavra-passe', forcedTitle: 'Altere a sua palavra-passe', forcedInitial: 'Está a usar a palavra-passe inicial. Altere-a para continuar.',
    forcedExpired: 'A sua palavra-passe tem mais de 90 dias. Altere-a para continuar.',
    oldPassword: 'Palavra-passe antiga', newPassword: 'Nova palavra-passe', newPassword1: 'Confirmar nova palavra-passe',
    check1: 'A nova palavra-passe não pode ser a palavra-passe inicial',
    check2: 'A nova palavra-passe deve ser diferente da antiga',
    check3: 'As duas palavras-passe introduzidas não coincidem',
  },
  shell: { openPages: 'Páginas abertas', closeTagHint: 'Prima Delete para fechar', mainMenu: 'Menu principal', collapseMenu: 'Recolher o menu', expandMenu: 'Expandir o menu', menuSearch: 'Pesquisar no menu', menuSearchNone: 'Nenhuma página com esse nome',
    frameRefused: 'Este endereço não é uma das suas páginas de menu', frameRefusedHint: 'Só as páginas do seu menu abrem dentro da aplicação. Verifique a ligação ou contacte o administrador.', unreadMessages: 'Mensagens ({{count}} não lidas)', departmentReport: 'Relatório do departamento',
    home: 'Início', logout: 'Terminar sessão', accountSetting: 'Definições da conta', language: 'Idioma', skin: 'Tema', light: 'Claro', dark: 'Escuro',
    layout: 'Disposição', vertical: 'Menu lateral', horizontal: 'Menu superior', closeOthers: 'Fechar outros', closeAll: 'Fechar todos',
    versionBanner: 'O sistema foi atualizado, atualize a página para carregar a versão mais recente, caso contrário algumas funções não funcionarão corretamente.',
    refreshNow: 'Atualizar', chunkFailed: 'Não foi possível carregar esta página. Verifique a ligação e tente novamente.',
    notFound: 'A página que procura não existe.', backHome: 'Voltar ao início', welcome: 'Bem-vindo, {{name}}',
    notBuilt: 'Esta página ainda não está disponível.',
    dateFormat: 'Formato de data', dateFormatDefault: 'Como a língua escreve as datas ({{example}})',
  },
  upload: { select: 'Escolher ficheiro', limit: 'No máximo {{limit}} ficheiros', failed: 'Falha no carregamento' },
  selector: { user: 'Seleção de utilizador', staff: 'Seleção de funcionário', worker: 'Seleção de trabalhador', site: 'Seleção de obra', team: 'Seleção de equipa', assessment: 'Seleção de avaliação', keyword: 'Nome ou número' },
  editor: { bold: 'Negrito', italic: 'Itálico', underline: 'Sublinhado', strike: 'Rasurado', ordered: 'Lista numerada', bullet: 'Marcadores', indent: 'Aumentar avanço', outdent: 'Diminuir avanço', direction: 'Da direita para a esquerda', font: 'Tipo de letra', color: 'Cor', align: 'Alinhamento', link: 'Ligação', image: 'Imagem', linkPrompt: 'Endereço da ligação' },
  system: {
    scopeName: 'Nome do âmbito', resourceCode: 'Código do recurso', scopeColumn: 'Coluna', scopeType: 'Tipo de âmbito', scopeValue: 'Departamentos', scopePath: 'Caminho da API', scopeAll: 'Todos', scopeCustom: 'Departamentos escolhidos', scopeSelf: 'Próprios registos', scopeOwnDept: 'Próprio departamento', scopeDeptTree: 'Próprio departamento e abaixo',
    from: 'De', to: 'Até', method: 'Método', reply: 'Resposta',
    user: 'Utilizadores', role: 'Funções', menu: 'Menus', dept: 'Departamentos', post: 'Cargos', dict: 'Dicionários', dictBiz: 'Dicionários de negócio',
    param: 'Parâmetros', client: 'Clientes', oss: 'Armazenamento de objetos', feedback: 'Comentários', appVersion: 'Versões da aplicação', auditLog: 'Registo de auditoria',
    administration: 'Sistema', resetPassword: 'Repor palavra-passe', resetConfirm: 'Repor a palavra-passe dos utilizadores selecionados para a palavra-passe inicial?',
    grant: 'Permissões', menuGrant: 'Permissões de menu', dataScope: 'Âmbito de dados', apiScope: 'Âmbito de API', children: 'Subitens',
    account: 'Conta', realName: 'Nome', name: 'Designação', email: 'E-mail', phone: 'Telefone', roleName: 'Nome da função', roleAlias: 'Alias da função',
    deptName: 'Nome do departamento', parent: 'Superior', sort: 'Ordem', code: 'Código', path: 'Caminho', icon: 'Ícone', category: 'Categoria', alias: 'Alias',
    isOpen: 'Nova janela', postName: 'Nome do cargo', postCode: 'Código do cargo', postCategory: 'Categoria do cargo', dictKey: 'Chave', dictValue: 'Valor',
    sealed: 'Selado', remark: 'Observação', paramName: 'Nome do parâmetro', paramKey: 'Chave do parâmetro', paramValue: 'Valor do parâmetro',
    clientId: 'ID do cliente', clientSecret: 'Segredo do cliente', grantTypes: 'Tipos de concessão', scope: 'Âmbito', accessTokenValidity: 'Validade do token de acesso (s)',
    refreshTokenValidity: 'Validade do token de renovação (s)', redirectUri: 'URI de redirecionamento', endpoint: 'Endpoint', bucketName: 'Bucket', status: 'Estado',
    title: 'Título', type: 'Tipo', content: 'Conteúdo', process: 'Tratar', closeFeedback: 'Fechar', appVersionNo: 'Versão', deviceMode: 'Dispositivo',
    url: 'URL de transferência', forceUpdate: 'Atualização obrigatória', createTime: 'Criado em', operator: 'Operador', action: 'Ação', target: 'Alvo',
    detail: 'Detalhe', ip: 'IP', menuType: 'Menu', buttonType: 'Botão', deptCategory: 'Categoria', company: 'Empresa', department: 'Departamento',
    fullName: 'Nome completo', roleIds: 'Funções', deptIds: 'Departamentos', postIds: 'Cargos', sex: 'Sexo', birthday: 'Data de nascimento', userType: 'Tipo de utilizador',
    accessKey: 'Chave de acesso', secretKey: 'Chave secreta', ossCode: 'Código', enabled: 'Ativado', disabled: 'Desativado',
  },
};

export default pt;
