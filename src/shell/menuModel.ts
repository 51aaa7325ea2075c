import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApiIcon from '@mui/icons-material/Api';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ImageIcon from '@mui/icons-material/Image';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalMallIcon from '@mui/icons-material/LocalMall';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MovieIcon from '@mui/icons-material/Movie';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReviewsIcon from '@mui/icons-material/Reviews';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RuleIcon from '@mui/icons-material/Rule';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import SyncIcon from '@mui/icons-material/Sync';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WarningIcon from '@mui/icons-material/Warning';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
/**
 * The left menu of SPEC.md section 2. An item has a route link or an external link, or children;
 * it may be disabled or hidden. Labels are message ids.
 */
export interface MenuItem {
  labelId: string;
  icon?: SvgIconComponent;
  to?: string;
  url?: string;
  disabled?: boolean;
  visible?: boolean;
  items?: MenuItem[];
}

export interface MenuSection {
  labelId: string;
  items: MenuItem[];
}

export const menuModel: MenuSection[] = [
  {
    labelId: 'menu.seller',
    items: [
      { labelId: 'menu.seller.overview', icon: DashboardIcon, to: '/' },
      { labelId: 'menu.seller.salesOrders', icon: ShoppingCartIcon, to: '/ozon/salesOrders' },
      { labelId: 'menu.seller.returns', icon: AssignmentReturnIcon, to: '/ozon/returns' },
      { labelId: 'menu.seller.profitAndLoss', icon: AccountBalanceIcon, to: '/profit-and-loss' },
      { labelId: 'menu.seller.imageEditor', icon: ImageIcon, to: '/product/image-editor/editor' },
      { labelId: 'menu.seller.animator', icon: MovieIcon, to: '/product/animator' },
      { labelId: 'menu.seller.products', icon: InventoryIcon, to: '/product/list' },
      {
        labelId: 'menu.seller.purchases',
        icon: LocalMallIcon,
        items: [
          { labelId: 'menu.purchases.edit', icon: EditNoteIcon, to: '/purchase/edit' },
          { labelId: 'menu.purchases.list', icon: ListAltIcon, to: '/purchase' },
          { labelId: 'menu.purchases.productTree', icon: AccountTreeIcon, to: '/purchase/product-tree' },
          { labelId: 'menu.purchases.packageTypes', icon: Inventory2Icon, to: '/purchase/package-type/list' },
          { labelId: 'menu.purchases.priceAnalyzer', icon: RequestQuoteIcon, to: '/purchase/price-analyzer' },
        ],
      },
    ],
  },
  {
    labelId: 'menu.articleSelection',
    items: [
      { labelId: 'menu.articleSelection.keywords', icon: SearchIcon, to: '/search-term' },
      { labelId: 'menu.articleSelection.update', icon: SyncIcon, to: '/search-term/update' },
    ],
  },
  {
    labelId: 'menu.shipments',
    items: [{ labelId: 'menu.shipments.shipments', icon: LocalShippingIcon, to: '/shipment/' }],
  },
  {
    labelId: 'menu.marketplace',
    items: [
      { labelId: 'menu.marketplace.products', icon: StoreIcon, to: '/ozon/product' },
      { labelId: 'menu.marketplace.promotions', icon: CampaignIcon, to: '/ozon/action' },
      { labelId: 'menu.marketplace.reviews', icon: ReviewsIcon, to: '/ozon/review' },
      { labelId: 'menu.marketplace.stockShortage', icon: WarningIcon, to: '/ozon/stock-starvation-report' },
      { labelId: 'menu.marketplace.clusterSales', icon: WorkspacesIcon, to: '/ozon/cluster-sales-report' },
      { labelId: 'menu.marketplace.supplies', icon: InventoryIcon, to: '/ozon/supplyOrder' },
      { labelId: 'menu.marketplace.supplyRegistration', icon: EventAvailableIcon, to: '/ozon/supplyRegistrationTask' },
      { labelId: 'menu.marketplace.transactions', icon: ReceiptLongIcon, to: '/ozon/transaction' },
      { labelId: 'menu.marketplace.reconciliation', icon: RuleIcon, to: '/ozon/reconciliation' },
      { labelId: 'menu.marketplace.realization', icon: FactCheckIcon, to: '/ozon/realization' },
      { labelId: 'menu.marketplace.warehouses', icon: WarehouseIcon, to: '/ozon/warehouse/list' },
      { labelId: 'menu.marketplace.sync', icon: CloudSyncIcon, to: '/ozon/sync' },
      { labelId: 'menu.marketplace.connection', icon: LinkIcon, to: '/ozon/connection' },
    ],
  },
  {
    labelId: 'menu.links',
    items: [
      { labelId: 'menu.links.sellerPortal', icon: OpenInNewIcon, url: 'https://seller.ozon.ru/' },
      { labelId: 'menu.links.apiDocs', icon: ApiIcon, url: '/docs' },
    ],
  },
];

/** Normalises a path for the exact-match highlight ('/shipment/' and '/shipment' are one screen). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}
