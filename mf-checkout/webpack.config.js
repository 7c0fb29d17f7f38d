const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

// One exposed module per page (or small group of pages); the shell's route table maps them.
module.exports = createWebpackConfig({
  name: 'checkout',
  dir: __dirname,
  devPort: 3102,
  exposes: {
    './BasketPage': './src/features/basket/BasketPage.tsx',
    './AddressSelectPage': './src/features/address/AddressSelectPage.tsx',
    './AddressSavedPage': './src/features/address/AddressSavedPage.tsx',
    './AddressFormPage': './src/features/address/AddressFormPage.tsx',
    './DeliveryMethodPage': './src/features/delivery/DeliveryMethodPage.tsx',
    './PaymentPage': './src/features/payment/PaymentPage.tsx',
    './SavedPaymentMethodsPage': './src/features/cards/SavedPaymentMethodsPage.tsx',
    './OrderSummaryPage': './src/features/summary/OrderSummaryPage.tsx',
    './OrderCompletionPage': './src/features/completion/OrderCompletionPage.tsx',
    './OrderHistoryPage': './src/features/orders/OrderHistoryPage.tsx',
    './TrackResultPage': './src/features/track/TrackResultPage.tsx',
    './WalletPage': './src/features/wallet/WalletPage.tsx',
    './DeluxeMembershipPage': './src/features/deluxe/DeluxeMembershipPage.tsx',
    './RecyclePage': './src/features/recycle/RecyclePage.tsx',
    './TokenWalletPage': './src/features/token-wallet/TokenWalletPage.tsx',
    './NftGalleryPage': './src/features/nft-gallery/NftGalleryPage.tsx',
    './Web3SandboxPage': './src/features/web3-sandbox/Web3SandboxPage.tsx',
  },
});
