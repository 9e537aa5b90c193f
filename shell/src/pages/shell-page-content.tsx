import { lazy, Suspense } from 'react';
import { ContactUsForm } from '../features/contact-us/contact-us-form.component';
import { LoanCalculator } from '../features/loan-calculator/loan-calculator.component';
import { marketingPageFor } from '@homeworth/shared-lib/marketing-pages';
import { MarketingPageView } from './marketing-page.component';
import { PricingOptionsPage } from './pricing-options/pricing-options-page.component';
import { NotFoundPage } from './not-found-page';

// The blog rides in this (already lazy) chunk rather than a chunk of its own: every chunk adds an
// entry to the first load's chunk map, and the shell's first load is at its 150 KB budget.
const BlogPages = lazy(() => import(/* webpackMode: "eager" */ './blog/blog-pages'));
// Its own chunk: only this page reads the measured accuracy (and its table), every other page stays as light.
const AvmAccuracy = lazy(() => import('../features/avm-accuracy/avm-accuracy.component'));

/** The shell's own page for `pathname` (a path the shell owns, or one nobody owns: "not found"). */
export default function ShellPageContent({ pathname }: { pathname: string }) {
  if (/^\/pricing-options\/?$/i.test(pathname)) return <PricingOptionsPage />;
  if (/^\/blog(\/|$)/i.test(pathname)) return <BlogPages pathname={pathname} />;
  const page = marketingPageFor(pathname);
  if (!page) return <NotFoundPage />;
  if (page.content === 'contact-us') return <MarketingPageView page={page} aside={<ContactUsForm />} />;
  if (page.content === 'automated-valuation-model')
    return (
      <MarketingPageView
        page={page}
        lead={
          <Suspense fallback={<div style={{ minHeight: '40vh' }} aria-busy="true" />}>
            <AvmAccuracy />
          </Suspense>
        }
      />
    );
  if (page.content === 'loan-calculator') return <MarketingPageView page={page} lead={<LoanCalculator />} />;
  return <MarketingPageView page={page} />;
}
