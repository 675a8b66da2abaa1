import type { SidebarKey } from '@raahi/domain/navigation';
import type SvgIcon from '@mui/material/SvgIcon';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import StarRateIcon from '@mui/icons-material/StarRate';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TranslateIcon from '@mui/icons-material/Translate';

/** Label (in `sidebar.*` of the catalogue) and icon of every sidebar entry the domain defines. */
export const SIDEBAR_ITEMS = {
  dashboard: { label: 'sidebar.dashboard', Icon: DashboardIcon },
  vendors: { label: 'sidebar.vendors', Icon: StorefrontIcon },
  drivers: { label: 'sidebar.drivers', Icon: AssignmentIndIcon },
  vehicles: { label: 'sidebar.vehicles', Icon: DirectionsCarIcon },
  duties: { label: 'sidebar.duties', Icon: EventNoteIcon },
  'live-location': { label: 'sidebar.liveLocation', Icon: MyLocationIcon },
  employees: { label: 'sidebar.employees', Icon: GroupsIcon },
  notifications: { label: 'sidebar.notifications', Icon: NotificationsIcon },
  chat: { label: 'sidebar.chat', Icon: ChatIcon },
  reports: { label: 'sidebar.reports', Icon: AssessmentIcon },
  'rating-reviews': { label: 'sidebar.ratingReviews', Icon: StarRateIcon },
  billing: { label: 'sidebar.billing', Icon: CurrencyRupeeIcon },
  settings: { label: 'sidebar.settings', Icon: SettingsIcon },
  logs: { label: 'sidebar.logs', Icon: ReceiptLongIcon },
  'company-profile': { label: 'sidebar.companyProfile', Icon: BusinessIcon },
  support: { label: 'sidebar.support', Icon: SupportAgentIcon },
  security: { label: 'sidebar.security', Icon: SecurityIcon },
  tasks: { label: 'sidebar.tasks', Icon: TaskAltIcon },
  calendar: { label: 'sidebar.calendar', Icon: CalendarMonthIcon },
  languages: { label: 'sidebar.languages', Icon: TranslateIcon },
  help: { label: 'sidebar.help', Icon: HelpOutlineIcon },
} as const satisfies Record<SidebarKey, { label: `sidebar.${string}`; Icon: typeof SvgIcon }>;
