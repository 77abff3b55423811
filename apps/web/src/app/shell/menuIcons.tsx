import type { ComponentType } from 'react';
import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BellOutlined, BookOutlined, CalendarOutlined,
  CarryOutOutlined, CheckOutlined, CheckSquareOutlined, ClockCircleOutlined, CloudOutlined, CloudUploadOutlined, ClusterOutlined,
  ContactsOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined, EnvironmentOutlined, ExportOutlined, FileDoneOutlined,
  FileOutlined, FileProtectOutlined, FileSearchOutlined, FileSyncOutlined, FileTextOutlined, FolderOutlined, FormOutlined,
  GiftOutlined, GlobalOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, KeyOutlined, MailOutlined, MenuOutlined,
  MessageOutlined, NodeIndexOutlined, OrderedListOutlined, PaperClipOutlined, PartitionOutlined, PercentageOutlined, PlusOutlined,
  ProfileOutlined, ProjectOutlined, SafetyOutlined, ScheduleOutlined, SendOutlined, SettingOutlined, ShareAltOutlined,
  SolutionOutlined, SwapOutlined, TableOutlined, TagsOutlined, TeamOutlined, ToolOutlined, TrophyOutlined, UserAddOutlined,
  UserOutlined, UserSwitchOutlined, WalletOutlined, AppstoreAddOutlined, ControlOutlined, InboxOutlined,
} from '@ant-design/icons';

/**
 * The menu's `source` (an icon name the seeds and the menu editor store) as an antd icon. A fixed map, so
 * only these icons are bundled; a name not listed falls back to a folder for a group and a file for a page.
 */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined, api: ApiOutlined, appstore: AppstoreOutlined, attach: PaperClipOutlined, audit: AuditOutlined,
  bank: BankOutlined, bell: BellOutlined, benefitType: GiftOutlined, book: BookOutlined, calendar: CalendarOutlined,
  calendar_feed: ScheduleOutlined, chart: DashboardOutlined, check: CheckOutlined, 'check-square': CheckSquareOutlined,
  client: ContactsOutlined, clock: ClockCircleOutlined, cloud: CloudOutlined, 'cloud-upload': CloudUploadOutlined,
  cluster: ClusterOutlined, contractTerm: FileProtectOutlined, dashboard: DashboardOutlined, database: DatabaseOutlined,
  dept: ApartmentOutlined, dwell_room_ref: HomeOutlined, environment: EnvironmentOutlined, export: ExportOutlined,
  file: FileOutlined, 'file-search': FileSearchOutlined, 'file-sync': FileSyncOutlined, 'file-text': FileTextOutlined,
  flow: PartitionOutlined, flowDefinition: NodeIndexOutlined, flowDelegation: UserSwitchOutlined, folder: FolderOutlined,
  form: FormOutlined, gift: GiftOutlined, global: GlobalOutlined, home: HomeOutlined, idcard: IdcardOutlined,
  interview: UserAddOutlined, mail: MailOutlined, menu: MenuOutlined, message: MessageOutlined, money: DollarOutlined,
  notification: BellOutlined, oidc_provider: KeyOutlined, 'ordered-list': OrderedListOutlined, oss: InboxOutlined,
  outbox: SendOutlined, 'paper-clip': PaperClipOutlined, param: ControlOutlined, plus: PlusOutlined,
  probation: CarryOutOutlined, process: FileDoneOutlined, profile: ProfileOutlined, project: ProjectOutlined,
  project_role: TeamOutlined, recruitmentContract: FileProtectOutlined, role: SafetyOutlined, safety: SafetyOutlined,
  schedule: ScheduleOutlined, send: SendOutlined, setting: SettingOutlined, 'share-alt': ShareAltOutlined,
  solution: SolutionOutlined, staff: TeamOutlined, staffBenefitLevel: TrophyOutlined, staff_expense_percentage: PercentageOutlined,
  staff_update_log: HistoryOutlined, swap: SwapOutlined, table: TableOutlined, tags: TagsOutlined, team: TeamOutlined,
  tool: ToolOutlined, user: UserOutlined, 'user-switch': UserSwitchOutlined, wallet: WalletOutlined, worker: UserOutlined,
  worker_address_declaration: EnvironmentOutlined, worker_transition: SwapOutlined, widget: AppstoreAddOutlined,
};

/** The icon component of a menu's `source`, or the fallback for a group or a page. */
export function menuIcon(source: string | undefined, group: boolean): ComponentType {
  return (source && ICONS[source]) || (group ? FolderOutlined : FileOutlined);
}

export const HomeIcon = HomeOutlined;
