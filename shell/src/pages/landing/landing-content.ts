/** A link of the landing page's copy. */
export interface ContentLink {
  href: string;
  label: string;
}

/** One of the product's measured figures, with where it comes from. */
export interface ProofFigure {
  value: string;
  label: string;
  source: string;
}

/** The landing page's copy (content/landing.json): fetched, so the page's script stays small. */
export interface LandingContent {
  lead: string;
  audiencesHeading: string;
  audiences: { title: string; text: string; links: ContentLink[] }[];
  projectsLead: string;
  sample: { tag: string; heading: string; text: string; link: ContentLink; market: ContentLink };
  proof: {
    heading: string;
    ames: { sales: number; medianError: string; withinTenPercent: string };
    calibration: { jobs: number; tolerance: string };
    figures: ProofFigure[];
    link: ContentLink;
  };
}
