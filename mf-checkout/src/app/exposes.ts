// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from exposes.json, and nothing imports this file.
import type { ExposesMatch } from '@pulp/shared/contract';
import type BasketPage from '../features/basket/BasketPage';
import type AddressSelectPage from '../features/address/AddressSelectPage';
import type AddressSavedPage from '../features/address/AddressSavedPage';
import type AddressFormPage from '../features/address/AddressFormPage';
import type DeliveryMethodPage from '../features/delivery/DeliveryMethodPage';
import type PaymentPage from '../features/payment/PaymentPage';
import type SavedPaymentMethodsPage from '../features/cards/SavedPaymentMethodsPage';
import type OrderSummaryPage from '../features/summary/OrderSummaryPage';
import type OrderCompletionPage from '../features/completion/OrderCompletionPage';
import type OrderHistoryPage from '../features/orders/OrderHistoryPage';
import type TrackResultPage from '../features/track/TrackResultPage';
import type WalletPage from '../features/wallet/WalletPage';
import type DeluxeMembershipPage from '../features/deluxe/DeluxeMembershipPage';
import type RecyclePage from '../features/recycle/RecyclePage';
import type TokenWalletPage from '../features/token-wallet/TokenWalletPage';
import type NftGalleryPage from '../features/nft-gallery/NftGalleryPage';
import type Web3SandboxPage from '../features/web3-sandbox/Web3SandboxPage';

export type ExposesContract = ExposesMatch<
  'checkout',
  {
    BasketPage: typeof BasketPage;
    AddressSelectPage: typeof AddressSelectPage;
    AddressSavedPage: typeof AddressSavedPage;
    AddressFormPage: typeof AddressFormPage;
    DeliveryMethodPage: typeof DeliveryMethodPage;
    PaymentPage: typeof PaymentPage;
    SavedPaymentMethodsPage: typeof SavedPaymentMethodsPage;
    OrderSummaryPage: typeof OrderSummaryPage;
    OrderCompletionPage: typeof OrderCompletionPage;
    OrderHistoryPage: typeof OrderHistoryPage;
    TrackResultPage: typeof TrackResultPage;
    WalletPage: typeof WalletPage;
    DeluxeMembershipPage: typeof DeluxeMembershipPage;
    RecyclePage: typeof RecyclePage;
    TokenWalletPage: typeof TokenWalletPage;
    NftGalleryPage: typeof NftGalleryPage;
    Web3SandboxPage: typeof Web3SandboxPage;
  }
>;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
