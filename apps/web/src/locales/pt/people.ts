import type { Messages } from '../en';
import english from '../en/people';

const people: Messages['people'] = {
  staff: 'Funcionários', nameOrNo: 'Nome ou número', staffNo: 'Número do funcionário', enName: 'Nome em inglês', cnName: 'Nome em chinês', department: 'Departamento',
  jobTitle: 'Cargo', mobileCode: 'Código', mobile: 'Celular', email: 'E-mail', nationality: 'Nacionalidade', birthday: 'Data de nascimento',
  entryDate: 'Data de admissão', status: 'Situação', quitDate: 'Data de saída', remark: 'Observação', records: 'Ficha',
  probation: 'Período de experiência', confirmed: 'Efetivado', quit: 'Desligado', rejoined: 'Readmitido', rejoin: 'Readmitir', confirmation: 'Efetivação',
  quitConfirm: 'Marcar {{name}} como desligado? A conta de acesso será encerrada.', rejoinConfirm: 'Readmitir {{name}}? Uma nova conta de acesso será criada.',
  confirmationConfirm: 'Efetivar {{name}} após o período de experiência?',
  duplicateMobile: 'O celular informado já está em uso', duplicateEmail: 'O e-mail informado já está em uso', duplicateStaffNo: 'O número de funcionário informado já está em uso',
  dormitory: 'Dormitório', blk: 'Bloco', room: 'Quarto', bankName: 'Banco', bankAccountName: 'Titular da conta', bankAccountNo: 'Número da conta',
  import: 'Importar', downloadTemplate: 'Baixar modelo', chooseFile: 'Escolher arquivo', row: 'Linha', column: 'Coluna', reason: 'Motivo',
  importChecking: 'Enviando e verificando cada linha…', importRefused: '{{count}} problemas encontrados: nada foi importado',
  name: 'Nome', relationship: 'Parentesco', occupation: 'Ocupação', companyName: 'Empresa', position: 'Cargo', startDate: 'Data de início',
  endDate: 'Data de término', leaveReason: 'Motivo da saída', certName: 'Certificado', certNo: 'Número do certificado', issuer: 'Emissor',
  issueDate: 'Data de emissão', expiryDate: 'Data de validade', address: 'Endereço', school: 'Escola', degree: 'Grau', major: 'Curso',
  projectName: 'Projeto', role: 'Função', contractValue: 'Valor do contrato', changes: 'Alterações', auditStatus: 'Revisão', pending: 'Pendente',
  adopted: 'Aprovado', failed: 'Recusado', createTime: 'Criado em',
  projects: 'Projetos', projectCode: 'Código do projeto', developer: 'Incorporadora', nature: 'Natureza', countries: 'Países', universities: 'Universidades', cities: 'Cidades', countryCode: 'Código do país', englishName: 'Nome em inglês', phoneCode: 'Código de discagem', code: 'Código', workers: 'Trabalhadores', employmentCode: 'Matrícula', team: 'Equipe', finNo: 'FIN', wpNumber: 'Número da permissão de trabalho', wpExpiryDate: 'Validade da permissão de trabalho', passportNumber: 'Número do passaporte', passportExpiryDate: 'Validade do passaporte', expiringWithin: 'Vence em até (dias)', supervisor: 'Encarregado', teams: 'Equipes', teamName: 'Nome da equipe', memberCount: 'Membros', members: 'Membros', addMembers: 'Adicionar membros', removeMember: 'Remover', removeMemberConfirm: 'Remover {{name}} da equipe?', changeProject: 'Trocar de projeto', targetProject: 'Projeto de destino', sourceProject: 'Projeto de origem', transitionDate: 'Data da transferência', transitions: 'Transferências de projeto', done: 'Concluído',
  cancelled: 'Cancelado',
  projectRoles: 'Funções do projeto',
  sel: { recent: 'Recentes', businessSection: 'Área de negócio', department: 'Departamento', team: 'Equipe', project: 'Projeto', people: 'Pessoas', moveRight: 'Mover para a direita', chosen: 'Escolhidos ({{count}})' },
  tab: { family: 'Família', employment: 'Empregos', certificates: 'Certificados', contacts: 'Contatos', education: 'Formação', projects: 'Projetos', updateLog: 'Histórico de alterações' },
  // the profile page falls back to English until translated
  profile: english.profile,
};

export default people;
