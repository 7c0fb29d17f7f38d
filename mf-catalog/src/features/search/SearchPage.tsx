import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pulp/shared/router';
import { emitSocket, errorMessage, gridColumns, isHardened, pageSizeOptions, SEARCH_PAGE_SIZE, useConfig, useSession, type Product } from '@pulp/shared';
import { Box, Card, Center, ErrorCard, Grid, Heading, Paginator, showConfirmation, showError, Span, Spinner, Text } from '@pulp/shared/ui';
import { ProductCard } from './ProductCard';
import { useProducts } from './useProducts';
import { useWindowWidth } from './useWindowWidth';
import { addToBasket } from '../basket/addToBasket';


// The details dialog (with the review form) loads when a product is first opened: the grid
// does not need it, nor the form controls it brings.
const ProductDetailsDialog = lazy(() => import('../product-details/ProductDetailsDialog').then((module) => ({ default: module.ProductDetailsDialog })));

/** Search results / all products (docs/behaviour.md, "Screens"). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { products, loading, error } = useProducts(query);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const isDeluxe = useSession((state) => state.role === 'deluxe');
  const config = useConfig((state) => state.config);
  const columns = gridColumns(useWindowWidth());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(SEARCH_PAGE_SIZE);
  const [selected, setSelected] = useState<Product | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  /**
   * Another page of results starts at their top, not where the last one was scrolled to (the
   * paginator sits below the grid); the heading takes the focus, so that the keyboard and a
   * screen reader start there too.
   */
  const showPage = (next: number, size = pageSize) => {
    setPageSize(size);
    setPage(next);
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    setPage(0);
    // A new search starts at the top of its results.
    window.scrollTo({ top: 0 });
    // Reported only when the query became markup in the heading (the server judges the payload).
    if (query && document.getElementById('searchValue')?.childElementCount) emitSocket('verifyLocalXssChallenge', query);
  }, [query]);

  const visible = useMemo(() => products.slice(page * pageSize, (page + 1) * pageSize), [products, page, pageSize]);

  const add = async (product: Product) => {
    try {
      const outcome = await addToBasket(product);
      showConfirmation(t(outcome === 'added' ? 'BASKET_ADD_PRODUCT' : 'BASKET_ADD_SAME_PRODUCT', { product: product.name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <Box>
      <Heading as="h1" size="xl" mb="5" className="heading" aria-live="polite" ref={heading} tabIndex={-1} outline="none">
        {query ? (
          <>
            {/* vuln: localXssChallenge, xssBonusChallenge — the query goes into the heading as markup, not as text. */}
            {t('TITLE_SEARCH_RESULTS')} - {isHardened(config, 'localXssChallenge', 'xssBonusChallenge') ? <Span id="searchValue" dir="auto">{query}</Span> : <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query }} />}
          </>
        ) : (
          t('TITLE_ALL_PRODUCTS')
        )}
      </Heading>
      {loading && (
        <Center py="16" aria-busy="true">
          <Spinner size="lg" color="brand.solid" />
        </Center>
      )}
      {!loading && error && <ErrorCard title="PRODUCTS_FAILED" detail={error} />}
      {!loading && !error && products.length === 0 && (
        <Card.Root className="no-results" maxW="lg" mx="auto" textAlign="center">
          <Card.Body gap="2">
            <Card.Title>{t('NO_SEARCH_RESULT')}</Card.Title>
            <Text color="fg.muted">{t('EMPTY_SEARCH_RESULT')}</Text>
          </Card.Body>
        </Card.Root>
      )}
      {!loading && !error && products.length > 0 && (
        <>
          <Grid templateColumns={`repeat(${columns}, minmax(0, 1fr))`} gap="5" className="product-grid" data-columns={columns}>
            {visible.map((product) => (
              <ProductCard key={product.id} product={product} isDeluxe={isDeluxe} canAddToBasket={isLoggedIn} onOpen={setSelected} onAdd={add} />
            ))}
          </Grid>
          <Paginator
            page={page}
            pageSize={pageSize}
            total={products.length}
            pageSizeOptions={pageSizeOptions(products.length)}
            onPageChange={(next) => showPage(next)}
            onPageSizeChange={(size) => showPage(0, size)}
          />
        </>
      )}
      {selected && (
        <Suspense fallback={null}>
          <ProductDetailsDialog product={selected} isDeluxe={isDeluxe} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Box>
  );
}
