// Public API of @kiwo/ui: named exports only, types exported separately (DESIGN §1).

export type { CalendarDate, DateValue } from '@internationalized/date';
export { getLocalTimeZone, parseDate, today } from '@internationalized/date';
export type { I18nProviderProps, Key, RouterConfig } from 'react-aria-components';
export { I18nProvider, RouterProvider } from 'react-aria-components';
export type { AlertProps, AlertVariant } from './Alert';
export { Alert } from './Alert';
export type { AppShellProps } from './AppShell';
export { AppShell } from './AppShell';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Avatar } from './Avatar';
export type { BadgeProps, BadgeVariant } from './Badge';
export { Badge } from './Badge';
export type { BarChartProps } from './BarChart';
export { BarChart } from './BarChart';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export type { CallTranscriptProps, CallTurn } from './CallTranscript';
export { CallTranscript } from './CallTranscript';
export type { CardProps } from './Card';
export { Card } from './Card';
export type { ChangeLogEntry, ChangeLogProps, FieldChange } from './ChangeLog';
export { ChangeLog } from './ChangeLog';
export type {
  ChatFeedbackValue,
  ChatPanelLabels,
  ChatPanelMessage,
  ChatPanelProps,
} from './ChatPanel';
export { ChatPanel } from './ChatPanel';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { DatePickerProps } from './DatePicker';
export { DatePicker } from './DatePicker';
export type { DeathsByCauseChartProps } from './DeathsByCauseChart';
export { DeathsByCauseChart } from './DeathsByCauseChart';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
export { DescriptionList } from './DescriptionList';
export type { DialogProps, DialogSize, DialogTriggerProps } from './Dialog';
export { Dialog, DialogTrigger } from './Dialog';
export type { DrawerProps } from './Drawer';
export { Drawer } from './Drawer';
export type { DueTaskItemProps, DueTaskStatus } from './DueTaskItem';
export { DueTaskItem } from './DueTaskItem';
export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
export type { FloatingActionButtonProps } from './FloatingActionButton';
export { FloatingActionButton } from './FloatingActionButton';
export type { FloatingPanelProps } from './FloatingPanel';
export { FloatingPanel } from './FloatingPanel';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
export type { IconComponent, IconProps, IconSize } from './Icon';
export {
  ArrowDownIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  BellIcon,
  CalendarIcon,
  ChartIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClipboardIcon,
  CloseIcon,
  DangerIcon,
  DownloadIcon,
  GlobeIcon,
  HomeIcon,
  InfoIcon,
  LayersIcon,
  LogoutIcon,
  MenuIcon,
  MinusIcon,
  MonitorIcon,
  MoonIcon,
  MoreIcon,
  PhoneIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
  SparkleIcon,
  StoreIcon,
  SuccessIcon,
  SunIcon,
  TableIcon,
  UsersIcon,
  WarningIcon,
} from './Icon';
export type { ImagePickerProps, PickedImage } from './ImagePicker';
export { ImagePicker } from './ImagePicker';
export type { LayRateTrendProps } from './LayRateTrend';
export { LayRateTrend } from './LayRateTrend';
export type { ChartDatum, LineChartProps } from './LineChart';
export { LineChart } from './LineChart';
export type { LinkProps, LinkVariant } from './Link';
export { Link } from './Link';
export type { MenuItem, MenuProps, MenuTriggerProps } from './Menu';
export { Menu, MenuTrigger } from './Menu';
export type { MessageThreadProps, ThreadMessage } from './MessageThread';
export { MessageThread } from './MessageThread';
export type { NavbarLanguage, NavbarProps, ThemePreference } from './Navbar';
export { Navbar } from './Navbar';
export type { NumberFieldProps } from './NumberField';
export { NumberField } from './NumberField';
export type {
  OutboxEntry,
  OutboxEntryState,
  OutboxLine,
  OutboxListProps,
} from './OutboxList';
export { OutboxList } from './OutboxList';
export type { PopoverProps } from './Popover';
export { Popover } from './Popover';
export type { ProfitRow, ProfitTableProps } from './ProfitTable';
export { ProfitTable } from './ProfitTable';
export type { ProgressBarProps } from './ProgressBar';
export { ProgressBar } from './ProgressBar';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { Radio, RadioGroup } from './RadioGroup';
export type { SearchComboBoxProps } from './SearchComboBox';
export { SearchComboBox } from './SearchComboBox';
export type { SearchFieldProps } from './SearchField';
export { SearchField } from './SearchField';
export type { SelectItem, SelectProps } from './Select';
export { Select } from './Select';
export type {
  SidebarItem,
  SidebarProps,
  SidebarProviderProps,
  SidebarState,
  SidebarTriggerProps,
} from './Sidebar';
export {
  readSidebarCookie,
  Sidebar,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
  writeSidebarCookie,
} from './Sidebar';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { Skeleton } from './Skeleton';
export type { LoadingStateProps, SpinnerProps, SpinnerSize } from './Spinner';
export { LoadingState, Spinner } from './Spinner';
export type { StackGap, StackProps } from './Stack';
export { Stack } from './Stack';
export type { StatCardProps, StatTrend, TrendKind } from './StatCard';
export { StatCard } from './StatCard';
export type { StockCardProps } from './StockCard';
export { StockCard } from './StockCard';
export type { SwitchProps } from './Switch';
export { Switch } from './Switch';
export type { SyncConnection, SyncStatusProps } from './SyncStatus';
export { SyncStatus } from './SyncStatus';
export type { FieldErrorMessage } from './shared/FieldHelp';
export type {
  PaginationLabels,
  PaginationProps,
  RowActionsMenuProps,
  SortDescriptor,
  TableColumn,
  TableProps,
  TableSelection,
  TableSortPicker,
} from './Table';
export { Pagination, RowActionsMenu, Table } from './Table';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TextAreaFieldProps } from './TextAreaField';
export { TextAreaField } from './TextAreaField';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type {
  AddToastOptions,
  ToastContent,
  ToastQueue,
  ToastRegionProps,
  ToastVariant,
} from './Toast';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  SWIPE_DISMISS_DISTANCE,
  ToastRegion,
} from './Toast';
export type { ColorScheme, ColorTokens, ThemeTokens } from './theme';
export { darkTheme, darkTokens, lightTheme, lightTokens, vars } from './theme';
export type {
  VoiceConnection,
  VoiceDialogLabels,
  VoiceDialogProps,
  VoiceTranscriptLine,
} from './VoiceDialog';
export { VoiceDialog } from './VoiceDialog';
