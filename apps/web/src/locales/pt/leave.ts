import type { Messages } from '../en';

/** Férias e ausências. */
const leave: Messages['leave'] = {
  types: 'Tipos de ausência', rules: 'Regras de direito', credits: 'Saldos de férias', staffRecords: 'Ausências de funcionários', workerRecords: 'Ausências de operários',
  calendar: 'Calendário de ausências', name: 'Nome', code: 'Código', userType: 'Para', staff: 'Funcionários', workers: 'Operários', day: 'Dias por ano', minDay: 'Mínimo de dias por pedido',
  maxDay: 'Máximo de dias por pedido', haveSalary: 'Remunerado', sex: 'Sexo', male: 'Masculino', female: 'Feminino', minAge: 'Idade mínima', maxAge: 'Idade máxima',
  minService: 'Antiguidade mínima (meses)', nationality: 'Nacionalidades (códigos separados por vírgulas)', marital: 'Estados civis (separados por vírgulas)',
  adjust: 'RH pode ajustar saldos', leaveType: 'Disponível no período experimental', sort: 'Ordem', remark: 'Observação', initialize: 'Adicionar tipos predefinidos',
  initialized: '{{count}} tipos de ausência adicionados', vacationType: 'Tipo de ausência', basis: 'Cresce com', service: 'Anos de serviço', age: 'Idade',
  tiers: 'Escalões', fromYears: 'A partir de (anos)', toYears: 'Abaixo de (anos)', tierDays: 'Dias', person: 'Funcionário ou operário', staffNo: 'Número de funcionário / código de emprego',
  personName: 'Nome', startDate: 'Válido a partir de', expireDate: 'Expira', days: 'Dias', usedDays: 'Gozados', pendingDays: 'Pedidos', remainingDays: 'Restantes',
  generate: 'Criar saldos de um ano', year: 'Ano', generated: '{{count}} saldos criados', leaveDays: 'Dias de ausência', leaveStartTime: 'Início da ausência',
  leaveEndTime: 'Fim da ausência', leaveUnit: 'Unidade', fullDay: 'Dia inteiro', halfDay: 'Meio dia', leavePeriod: 'Período', morning: 'Manhã',
  afternoon: 'Tarde', leaveReason: 'Motivo', status: 'Estado', export: 'Exportar', nameOrNo: 'Nome ou número', worker: 'Operário',
  month: 'Mês', yearView: 'Ano', onLeave: '{{count}} ausentes', history: 'Histórico de ausências', searchType: 'Procurar tipo de ausência',
  status_pending: 'Pendente', status_approved: 'Aprovado', status_rejected: 'Rejeitado', status_cancelLeave: 'Ausência cancelada', status_recalled: 'Retirado', status_cancelled: 'Cancelado',
};

export default leave;
