/**
 * Shape of the demo catalogue. Dates are given in days relative to the moment of seeding
 * (negative = in the past), so a freshly seeded site always has live, upcoming and ended events.
 * Amounts are in rupees here; the seeder converts them to paise.
 */
export type Bi = { en: string; hi: string };
export type BiList = { en: string[]; hi: string[] };

export type SeedImage = { url: string; alt: Bi };

export type SeedFaq = { question: Bi; answer: Bi; bullets?: BiList };

export type SeedPackage = {
  name: Bi; // Individual, Couple, Family, Group…
  description: BiList; // one line per bullet
  amount: number; // rupees
  imageUrl: string;
  maxUserAllowed: number;
};

export type SeedOfferingItem = {
  name: Bi;
  description: Bi;
  amount: number; // rupees charged
  listAmount: number; // rupees before discount (>= amount)
  imageUrl: string;
};

export type SeedDateOptions = { mode: 'FIXED_DATES'; allowedInDays: number[] } | { mode: 'RANGE'; startInDays: number; endInDays: number };

export type SeedEvent = {
  searchKey: string; // URL slug, unique, lowercase-with-dashes
  type: 'PUJA' | 'OFFERING';
  pujaType: 'FIXED_DATE' | 'FIXED_DATES' | 'RANGE' | null; // null for OFFERING
  /** Booking window and event date, in days from seeding. eventType is derived from the window. */
  opensInDays: number;
  closesInDays: number;
  eventInDays: number;
  name: Bi;
  shortDescription: Bi; // simple HTML (<p>, <b>, <br>), 150–400 chars
  discountText: Bi | null;
  attendeeStatusText: Bi;
  address: Bi; // temple, city, state
  pincode: string; // 6 digits
  about: Bi; // HTML, several paragraphs
  images: SeedImage[]; // MAIN carousel, first is the title image (2–4)
  aboutImages: SeedImage[]; // 1–3
  benefits: { name: Bi; description: Bi }[]; // 3–5
  faqs: SeedFaq[]; // event-specific, 2–4
  packages: SeedPackage[]; // PUJA: 3+; OFFERING: []
  items: SeedOfferingItem[]; // OFFERING: 5+; PUJA: [] or a few add-on offerings
  prasadAmount: number | null; // null: no prasad; 0: free prasad
  participantMax: number | null; // OFFERING: extra participant names allowed; PUJA: null
  dateOptions: SeedDateOptions | null; // required when pujaType is FIXED_DATES or RANGE
};

export type SeedBanner = { title: Bi; description: Bi; imageUrl: string; alt: Bi; imageText: Bi | null; onClick: string };

export type SeedReview = {
  name: Bi;
  description: Bi;
  videoUrl: string | null; // e.g. https://www.youtube.com/watch?v=XXXXXXXXXXX or a local .mp4
  imageUrl: string | null;
  address: Bi | null;
  city: Bi | null;
  country: Bi | null;
  pincode: string | null;
};

export type SeedCatalogue = {
  events: SeedEvent[];
  banners: SeedBanner[];
  faqs: { homepage: SeedFaq[]; puja: SeedFaq[]; offering: SeedFaq[] };
  reviews: SeedReview[];
};
