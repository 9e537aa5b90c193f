/**
 * Published accuracy of well-known valuation models, shown beside our measured figures so a reader can
 * compare. Each figure is the publisher's own statement, cited as published.
 */
export const PUBLIC_ANCHORS = [
  {
    model: 'Zillow Zestimate',
    // Source: Zillow, "Zestimate" accuracy page, zillow.com/z/zestimate/ (nationwide median error, off-market homes).
    medianError: '7.5%',
    scope: 'homes not for sale',
    source: 'Zillow, “Zestimate” accuracy page',
    href: 'https://www.zillow.com/z/zestimate/',
  },
  {
    model: 'HouseCanary AVM',
    // Source: HouseCanary AVM accuracy statement, housecanary.com.
    medianError: '4.9%',
    scope: 'as stated by the publisher',
    source: 'HouseCanary AVM accuracy statement',
    href: 'https://www.housecanary.com/',
  },
] as const;
