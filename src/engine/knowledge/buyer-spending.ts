/**
 * What organisations that buy spend on a kind of product (issue 23, decision 046): the top-down
 * figure of a market analysis is the buyers' own spending on what the founder sells, read as
 * buyers × revenue per buyer × the share of revenue spent on that kind of product, never a whole
 * industry's turnover. Three pieces, each sourced or an estimate that shows its arithmetic:
 * - what one buyer takes in a year in the United States (`BUYER_REVENUE`, by buyer unit id; the
 *   index adds it to the unit as `revenue`);
 * - the share of revenue organisations spend on information technology, by the industry they
 *   are in where a benchmark gives one, else across all industries (`itShareOfRevenue`);
 * - the part of IT spending that is software, or IT services (`SHARE_OF_IT`), from Gartner's
 *   worldwide split.
 * A kind of product outside IT (a cleaning service, a device for a dairy) has no share here: its
 * top-down figure is asked of the founder, not made up.
 */
import type { Industry } from "../../shared/options";
import { estimate, type Figure, fromSource, percent, type Source, usd } from "./schema";

/** The kinds of product whose buyers' spending the knowledge base can read. */
export type ProductKind = "software" | "it-services";

export const PRODUCT_KIND_NAMES: Record<ProductKind, string> = {
  software: "software",
  "it-services": "IT services",
};

/**
 * Where the revenue per buyer and the IT shares come from. Each was read on the page at its
 * address; where the page quotes another publisher, the publisher says "as reported by".
 */
export const BUYER_SPENDING_SOURCES = [
  {
    id: "revenue-accounting-firms",
    publisher: "Vertical IQ (report prepared July 10th, 2018)",
    title: "CPA Practices NAICS 541211 Industry Profile",
    year: 2018,
    url: "https://documents.pub/download/sic-8721-naics-541211-industry-forecast-and-structure-industry-forecast",
  },
  {
    id: "revenue-architecture-firms",
    publisher: "VerticalIQ (industry profile excerpt)",
    title: "Architectural Services – Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/architectural-services",
  },
  {
    id: "revenue-bike-shops",
    publisher:
      "National Bicycle Dealers Association (NBDA), as reported by Bicycle Retailer and Industry News",
    title: "U.S. dealer count declines, while average shop revenue climbs, study finds",
    year: 2017,
    url: "https://bicycleretailer.com/studies-reports/2017/06/28/us-dealer-count-declines-while-average-shop-revenue-climbs-study-finds",
  },
  {
    id: "revenue-campsites",
    publisher: "Vertical IQ",
    title: "RV Parks and Campgrounds - Industry Profile Report",
    year: 2024,
    url: "https://verticaliq.com/product/rv-parks-and-campgrounds",
  },
  {
    id: "revenue-car-dealerships",
    publisher:
      "National Automobile Dealers Association (NADA Data 2022), as reported on a Scribd copy",
    title: "NADA Data 2022 - Annual financial profile of America's franchised new-car dealerships",
    year: 2023,
    url: "https://ptop.only.wip.la:443/https/www.scribd.com/document/666076407/NADA-Data-2022",
  },
  {
    id: "revenue-caterers",
    publisher: "Vertical IQ",
    title: "Caterers - Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/caterers",
  },
  {
    id: "revenue-chiropractic-clinics",
    publisher: "Marketdata LLC, as reported by VettedBiz",
    title: "Chiropractic Services For Sale | Can't Miss Report",
    year: 2021,
    url: "https://www.vettedbiz.com/chiropractic-services-industry/",
  },
  {
    id: "revenue-colleges",
    publisher: "NCES (Fast Facts; Condition of Education)",
    title:
      "Fast Facts: Expenditures (id=75); Characteristics of Degree-Granting Postsecondary Institutions",
    year: 2023,
    url: "https://nces.ed.gov/FastFacts/display.asp?id=75 ; https://nces.ed.gov/programs/coe/indicator/csa/postsecondary-institutions",
  },
  {
    id: "revenue-congregations",
    publisher: "Faith Communities Today (Hartford Institute), as reported by Good Faith Media",
    title: "U.S. Faith Communities Report Highlights Financial Data",
    year: 2022,
    url: "https://goodfaithmedia.org/u-s-faith-communities-report-highlights-financial-data/",
  },
  {
    id: "revenue-credit-unions",
    publisher:
      "Callahan & Associates (CreditUnions.com) for revenue; NCUA data as reported by New York Credit Union Association blog …",
    title:
      "Total Revenue Jumps 12.8% Year-Over-Year At U.S. Credit Unions; NCUA releases CU system performance data for Q4 2018",
    year: 2019,
    url: "https://creditunions.com/blogs/industry-insights/total-revenue-jumps-12-8-year-over-year-at-u-s-credit-unions/ ; https://newyorkminute.blog/2019/03/07/ncua-releases-cu-system-performance-data-for-q4-2018/",
  },
  {
    id: "revenue-dental-laboratories",
    publisher: "Vertical IQ",
    title: "Dental Laboratories - Industry Profile Report",
    year: 2023,
    url: "https://verticaliq.com/product/dental-laboratories/",
  },
  {
    id: "revenue-driving-schools",
    publisher: "U.S. Census Bureau (2007 Economic Census), as reported by MarketSize.net",
    title: "Driving Schools",
    year: 2007,
    url: "https://marketsize.net/driving-schools/",
  },
  {
    id: "revenue-dry-cleaners",
    publisher: "VerticalIQ (industry profile excerpt)",
    title: "Dry Cleaning & Laundry Services – Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/dry-cleaning-laundry-services",
  },
  {
    id: "revenue-farms",
    publisher: "USDA NASS 2022 Census of Agriculture, as reported by The Ag Center News",
    title: "The 2022 Ag Census Highlights",
    year: 2024,
    url: "https://theagcenternews.com/post/the-2022-ag-census-highlights",
  },
  {
    id: "revenue-fitness-centers",
    publisher: "Vertical IQ",
    title: "Fitness Centers Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/fitness-centers",
  },
  {
    id: "revenue-florists",
    publisher: "Vertical IQ",
    title: "Florists Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/florists",
  },
  {
    id: "revenue-funeral-homes",
    publisher: "Funeral Director Daily (as reported from IBISWorld / BLS / Dept. of Commerce data)",
    title: "So. . . . What's the “Average size” funeral home in the United States?",
    year: 2022,
    url: "https://funeraldirectordaily.com/?p=26358",
  },
  {
    id: "revenue-independent-pharmacies",
    publisher: "NCPA Digest, as reported by Outcomes (blog)",
    title: "The NCPA Digest and How It Leads Our Profession",
    year: 2025,
    url: "https://www.outcomes.com/blog/pharmacy/the-ncpa-digest-and-how-it-leads-our-profession",
  },
  {
    id: "revenue-it-services-firms",
    publisher: "First Research (Dun & Bradstreet), as reported by Business Valuation Resources",
    title:
      "First Research US Industry Profile: Information Technology Services (last quarterly update 2/12/2024)",
    year: 2024,
    url: "https://data.bvresources.com/FRProfilesExcerptIndustry.asp?id=47&name=Information%20Technology%20Services",
  },
  {
    id: "revenue-jewellery-shops",
    publisher: "Vertical IQ",
    title: "Jewelry Stores - Industry Profile Report",
    year: 2024,
    url: "https://verticaliq.com/product/jewelry-stores/",
  },
  {
    id: "revenue-k12-schools",
    publisher: "NCES (NCES Blog); school count NCES 2019-20 as reported by Education Week",
    title:
      "Highlights From the FY 21 Revenues and Expenditures report (NCES Blog); Education Statistics: Facts About American Schools (EdWeek)",
    year: 2023,
    url: "https://nces.ed.gov/blogs/nces/?tag=/public+schools&page=1 ; https://www.edweek.org/leadership/education-statistics-facts-about-american-schools/2019/01",
  },
  {
    id: "revenue-landscaping-companies",
    publisher: "VerticalIQ (industry profile excerpt)",
    title: "Landscaping Services – Industry Profile Report",
    year: 2024,
    url: "https://verticaliq.com/product/landscaping-services/",
  },
  {
    id: "revenue-law-firms",
    publisher: "Vertical IQ",
    title: "Law Firms Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/law-firms",
  },
  {
    id: "revenue-locksmiths",
    publisher: "VerticalIQ (industry profile excerpt)",
    title: "Locksmiths – Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/locksmiths",
  },
  {
    id: "revenue-nursing-homes",
    publisher: "Modern Healthcare (analysis of CMS SNF cost reports)",
    title: "Skilled Nursing Facilities - Data Insights",
    year: 2024,
    url: "https://www.modernhealthcare.com/data-insights/skilled-nursing-facilities",
  },
  {
    id: "revenue-pest-control-companies",
    publisher: "Vertical IQ",
    title: "Pest Control Services - Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/pest-control-services",
  },
  {
    id: "revenue-photography-studios",
    publisher: "Vertical IQ",
    title: "Photography Studios - Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/photography-studios",
  },
  {
    id: "revenue-police-forces",
    publisher:
      "Bureau of Justice Statistics (Local Police Departments Personnel, 2020, NCJ 305187), as quoted by DrugPolicyFacts.org",
    title: "Spending on Local Police Departments in the US; Local Police Departments in the US",
    year: 2022,
    url: "https://drugpolicyfacts.org/node/4456 ; https://drugpolicyfacts.org/node/4454",
  },
  {
    id: "revenue-public-libraries",
    publisher:
      "Institute of Museum and Library Services (IMLS), as reported by Library Research Service (Colorado) and ICPSR",
    title:
      "IMLS FY2015 Public Libraries Survey summary (LRS); Featured Data: Public Libraries in the United States Survey, 2015 (ICPSR 37119)",
    year: 2018,
    url: "https://lrs.org/?p=7718 ; https://www.icpsr.umich.edu/web/about/cms/1170",
  },
  {
    id: "revenue-retail-stores",
    publisher: "U.S. Census Bureau",
    title: "2022 Economic Census geographic statistics (America Counts story)",
    year: 2025,
    url: "https://census.gov/library/stories/2025/04/economic-census-geographic-stats.html",
  },
  {
    id: "revenue-spas",
    publisher: "International SPA Association (ISPA) / PwC, via PR Newswire",
    title: "Spa Industry Continues to Break Records in Release of Big Five Statistics",
    year: 2018,
    url: "https://www.prnewswire.com:443/news-releases/spa-industry-continues-to-break-records-in-release-of-big-five-statistics-300693539.html",
  },
  {
    id: "revenue-tattoo-studios",
    publisher: "Marketdata LLC",
    title: "Tattoo Studios & Tattoo Removal Services Growing Strongly",
    year: 2024,
    url: "https://www.marketdataenterprises.com/tattoo-studios-tattoo-removal-services-growing-strongly/",
  },
  {
    id: "revenue-trucking-companies",
    publisher: "VerticalIQ (industry profile excerpt)",
    title: "Trucking Companies – Industry Profile Report",
    year: 2025,
    url: "https://verticaliq.com/product/trucking-companies",
  },
  {
    id: "revenue-veterinary-practices",
    publisher: "American Veterinary Medical Association (AVMA News)",
    title: "Benchmarking data plus elevating efficiency equals practice productivity",
    year: 2025,
    url: "https://www.avma.org/news/benchmarking-data-plus-elevating-efficiency-equals-practice-productivity",
  },
  {
    id: "deloitte-cio-insider-tech-budgets-2018",
    publisher: "Deloitte Insights (Global CIO Survey)",
    title: "Tech Finance: technology investment budgeting processes (CIO Insider)",
    year: 2018,
    url: "https://www2.deloitte.com/us/en/insights/focus/cio-insider-business-insights/tech-finance-technology-investment-budgeting-processes.html",
  },
  {
    id: "gartner-itkmd-2016-education",
    publisher: "Gartner, as reproduced on vdocument.in",
    title: "IT Key Metrics Data 2016: Key Industry Measures: Education Analysis: Current Year",
    year: 2015,
    url: "https://vdocument.in/it-key-metrics-data-2016-key-industry-measures-key-metrics-data-2016-key.html",
  },
  {
    id: "cio-state-of-the-cio-2008-budgets",
    publisher: "CIO magazine (IDG), 2008 State of the CIO survey",
    title: "Information Technology Budgets: Which Industry Spends the Most?",
    year: 2007,
    url: "https://www.cio.com/article/274441/budget-information-technology-budgets-which-industry-spends-the-most.html",
  },
  {
    id: "hotstats-it-us-hotels-2019",
    publisher: "HotStats, as reported by Asian Hospitality",
    title: "Hotstats: Information technology a focus for U.S. hotels",
    year: 2019,
    url: "https://www.asianhospitality.com/hotstats-information-technology-a-focus-for-u-s-hotels/",
  },
] as const satisfies readonly Source[];

/**
 * What one buyer takes in a year in the United States, by buyer unit id: receipts, sales, fees,
 * or a public body's budget. Averages over a trade, so a typical small one takes in less; the
 * sizing text says the figure is an average. A unit missing here gets no top-down figure.
 */
export const BUYER_REVENUE: Readonly<Record<string, Figure>> = {
  // Read on the same industry profile as the unit's US count, so cited as that source.
  bookshops: usd(
    1569859,
    2024,
    fromSource(
      "verticaliq-book-stores",
      "industry revenue per book store location (VerticalIQ: 2,479 firms operating 5,733 stores, $9B); per-firm figure is $3.6M: $9,000,000,000 annual revenue ÷ 5,733 stores = $1,569,859 per store",
    ),
  ),
  "cleaning-companies": usd(
    1000000,
    2024,
    fromSource(
      "verticaliq-janitorial-services",
      "average annual revenue per janitorial services provider, US (NAICS 561720), as stated by VerticalIQ: cross-check: about $73 billion ÷ 62,100 companies ≈ $1.18 million",
    ),
  ),
  "hardware-stores": usd(
    2000000,
    2024,
    fromSource(
      "verticaliq-home-centers-hardware-stores",
      "average annual revenue per hardware store (excluding home centers), US (NAICS 444130), as stated by VerticalIQ: The average home center employs 500 workers, and generates about $213 million annually, while the average hardware …",
    ),
  ),
  "insurance-brokers": usd(
    1600000,
    2024,
    fromSource(
      "verticaliq-insurance-agencies",
      "typical annual revenue per insurance agency or brokerage, US (NAICS 524210), as stated by VerticalIQ: cross-check: about $191 billion ÷ 123,000 companies ≈ $1.55 million",
    ),
  ),
  marinas: usd(
    1800000,
    2024,
    fromSource(
      "verticaliq-marinas",
      "average annual revenue per private marina, US (NAICS 713930), as stated by VerticalIQ: cross-check: $6.4 billion ÷ 3,500 companies ≈ $1.83 million",
    ),
  ),
  "marketing-agencies": usd(
    3200000,
    2024,
    fromSource(
      "verticaliq-advertising-pr-agencies",
      "average annual revenue per advertising & PR agency, US (NAICS 541810, 541820), as stated by VerticalIQ: cross-check: ($52B + $14B) ÷ (12,400 + 7,900) = $66B ÷ 20,300 ≈ $3.25 million",
    ),
  ),
  "music-and-dance-schools": usd(
    330000,
    2025,
    fromSource(
      "verticaliq-fine-arts-schools",
      "average annual revenue per fine arts school firm (dance, music, drama, art instruction; NAICS 611610), VerticalIQ edition counting 15,200 firms (our count 15,700 is a later edition without the average): The average fine arts …",
    ),
  ),
  "pet-boarding-businesses": usd(
    455000,
    2024,
    fromSource(
      "verticaliq-pet-care-services",
      "average annual revenue per pet care services firm (boarding, grooming, sitting, training; excl. veterinary): The average pet care services provider operates out of a single location, employs fewer than 10 workers, and generates …",
    ),
  ),
  "real-estate-agencies": usd(
    1000000,
    2024,
    fromSource(
      "verticaliq-commercial-brokers",
      "typical annual revenue per real estate office/firm employing brokers and/or agents (residential + commercial), US; as stated by VerticalIQ: cross-check: >$170 billion ÷ 143,000 firms ≈ $1.19 million (the stated 'typical' figure …",
    ),
  ),
  "removal-companies": usd(
    2100000,
    2024,
    fromSource(
      "verticaliq-moving-companies",
      "average annual revenue per moving company, US (NAICS 484210), as stated by VerticalIQ: cross-check: $19.3 billion ÷ 8,900 companies ≈ $2.17 million",
    ),
  ),
  "security-companies": usd(
    4000000,
    2024,
    fromSource(
      "verticaliq-security-guards",
      "average annual revenue per security guard & patrol services provider, US (NAICS 561612), as stated by VerticalIQ: cross-check: nearly $32 billion ÷ 7,400 firms ≈ $4.3 million",
    ),
  ),
  "travel-agencies": usd(
    4800000,
    2024,
    fromSource(
      "verticaliq-travel-agencies",
      "average annual revenue per travel agency, US (NAICS 561510), as stated by VerticalIQ: cross-check: about $35.3 billion ÷ 7,300 firms ≈ $4.84 million",
    ),
  ),
  "tutoring-centres": usd(
    703000,
    2025,
    fromSource(
      "verticaliq-exam-prep-tutoring",
      "average annual revenue per exam prep and tutoring service provider (firm), VerticalIQ; same edition counts 8,300 firms (matches our count): The average exam prep and tutoring service provider operates out of a single location, …",
    ),
  ),
  "wine-and-liquor-shops": usd(
    2300000,
    2025,
    fromSource(
      "verticaliq-beer-wine-liquor-stores",
      "average annual revenue per beer, wine or liquor store (VerticalIQ edition counting 31,500 firms, close to our 31,835): An average beer, wine, or liquor store has 6 employees an generates $2.3 million in annual revenue.",
    ),
  ),
  // Read on their own pages.
  "accounting-firms": usd(
    1820000,
    2017,
    fromSource(
      "revenue-accounting-firms",
      "average annual revenue per U.S. CPA practice (NAICS 541211), industry profile: $97 billion ÷ 53,300 CPA firms = $1.82M (page: 'just under $2 million')",
    ),
  ),
  "architecture-firms": usd(
    2400000,
    2025,
    fromSource(
      "revenue-architecture-firms",
      "average annual revenue per architectural firm, US (NAICS 541310), as stated by VerticalIQ: cross-check: $51.4 billion ÷ 21,100 firms ≈ $2.44 million",
    ),
  ),
  "bike-shops": usd(
    1068000,
    2016,
    fromSource(
      "revenue-bike-shops",
      "average gross revenue per US independent bicycle dealer store (NBDA 2017 Specialty Bicycle Retail Study; same study counts 3,700 IBDs = our count): Revenue was up 17 percent, from $916,000 to $1,068,000, according to the study. …",
    ),
  ),
  campsites: usd(
    1612245,
    2024,
    fromSource(
      "revenue-campsites",
      "industry revenue per RV park/campground establishment (VerticalIQ: ~4,500 firms, 4,900 establishments, ~$7.9B); page states 'about $1-2 million' per company: $7,900,000,000 ÷ 4,900 establishments = $1,612,245 per establishment",
    ),
  ),
  "car-dealerships": usd(
    71800000,
    2022,
    fromSource(
      "revenue-car-dealerships",
      "average total sales per franchised new-car (light-vehicle) dealership, NADA Data 2022: Sales for the average dealership totaled $71.8 million, an increase of 1.2% compared with 2021.",
    ),
  ),
  caterers: usd(
    1000000,
    2025,
    fromSource(
      "revenue-caterers",
      "average annual revenue per caterer (VerticalIQ edition counting 12,500 companies, matching our count; $12.5B / 12,500 also gives $1.0M): The average caterer operates out of a single location, employs 17 workers, and generates …",
    ),
  ),
  "chiropractic-clinics": usd(
    378664,
    2021,
    fromSource(
      "revenue-chiropractic-clinics",
      "industry revenue per office of chiropractors (Marketdata: ~$15B industry, 39,613 offices): $15,000,000,000 ÷ 39,613 offices = $378,664 per office",
    ),
  ),
  colleges: usd(
    198193111,
    2021,
    fromSource(
      "revenue-colleges",
      "average total expenses per U.S. degree-granting postsecondary institution, 2020-21 (constant 2021-22 dollars): $702 billion total expenses ÷ 3,542 degree-granting institutions (2021-22 count) = $198.2M",
    ),
  ),
  congregations: usd(
    120000,
    2020,
    fromSource(
      "revenue-congregations",
      "MEDIAN annual income of U.S. congregations (Faith Communities Today 2020 survey): The median income of U.S. congregations in 2020 was $120,000, down from $125,000 in 2015 and from $150,000 in 2010.",
    ),
  ),
  "credit-unions": usd(
    13841860,
    2018,
    fromSource(
      "revenue-credit-unions",
      "total revenue (interest + non-interest income) of US credit unions per federally insured credit union, 2018; numerator and denominator from two different pages: $74.4B total credit union revenue 2018 (Callahan & Associates) ÷ …",
    ),
  ),
  "dental-laboratories": usd(
    954000,
    2023,
    fromSource(
      "revenue-dental-laboratories",
      "average annual revenue per dental laboratory firm (about 5,400 firms, $5B): The average dental lab operates out of single location, employs 7 workers, and generates $954,000 annually.",
    ),
  ),
  "driving-schools": usd(
    282220,
    2007,
    fromSource(
      "revenue-driving-schools",
      "receipts per establishment, automobile driving schools (NAICS 611692), 2007 Economic Census; establishment count matches our 2,261: $638,100,000 receipts ÷ 2,261 establishments = $282,220 per establishment",
    ),
  ),
  "dry-cleaners": usd(
    440000,
    2025,
    fromSource(
      "revenue-dry-cleaners",
      "average annual revenue per dry cleaner, US (NAICS 812320), as stated by VerticalIQ: cross-check: about $7.8 billion ÷ 14,700 firms ≈ $531,000",
    ),
  ),
  farms: usd(
    285842,
    2022,
    fromSource(
      "revenue-farms",
      "average market value of agricultural products sold per U.S. farm (2022 Census of Agriculture): $543.1 billion ÷ 1.90 million farms = $285,842 (with exact count 1,900,487: $285,769)",
    ),
  ),
  "fitness-centers": usd(
    1000000,
    2025,
    fromSource(
      "revenue-fitness-centers",
      "typical annual revenue per U.S. fitness center (single location), industry profile: (cross-check: $39B ÷ 32,500 companies = $1.2M)",
    ),
  ),
  florists: usd(
    421000,
    2025,
    fromSource(
      "revenue-florists",
      "average annual revenue per U.S. florist (NAICS 459310), industry profile: The average florist operates out of a single location, employs fewer than 10 workers, and generates about $421,000 annually. ... about 11,400 companies ... …",
    ),
  ),
  "funeral-homes": usd(
    1025000,
    2022,
    fromSource(
      "revenue-funeral-homes",
      "average revenue per U.S. funeral home (total industry revenue ÷ funeral homes, from IBISWorld/BLS/Commerce data): $16.096 billion ÷ 15,703 funeral homes = $1.025 million (computed on page)",
    ),
  ),
  "independent-pharmacies": usd(
    4997000,
    2023,
    fromSource(
      "revenue-independent-pharmacies",
      "average annual sales per independent community pharmacy (NCPA Digest 2024, 2023 data): According to the 2024 NCPA Digest (reporting 2023 data), the average independent community pharmacy ... average annual sales of $4,997,000 ... …",
    ),
  ),
  "it-services-firms": usd(
    3069000,
    2024,
    fromSource(
      "revenue-it-services-firms",
      "average annual revenue per IT services establishment, US (NAICS 5415), derived from First Research totals: $445 billion ÷ 145,000 establishments ≈ $3.07 million",
    ),
  ),
  "jewellery-shops": usd(
    2190476,
    2024,
    fromSource(
      "revenue-jewellery-shops",
      "average annual revenue per jewelry store (per store, not per company), derived from VerticalIQ edition counting 21,000 stores (matches our count); the page's 'typical store' figure of $3M is per company: $46 billion / 21,000 …",
    ),
  ),
  "k12-schools": usd(
    7091572,
    2020,
    fromSource(
      "revenue-k12-schools",
      "average current expenditures per U.S. public K-12 school (FY2020 / school year 2019-20); public schools only: $698.3 billion FY20 current expenditures ÷ 98,469 public schools (2019-20) = $7.09M",
    ),
  ),
  "landscaping-companies": usd(
    1000000,
    2024,
    fromSource(
      "revenue-landscaping-companies",
      "average annual revenue per landscaping services firm, US (NAICS 561730), as stated by VerticalIQ: cross-check: about $130.7 billion ÷ 113,000 firms ≈ $1.16 million",
    ),
  ),
  "law-firms": usd(
    2000000,
    2025,
    fromSource(
      "revenue-law-firms",
      "average annual revenue per U.S. law firm (NAICS 541110), industry profile: (cross-check: $343B ÷ 159,000 firms ≈ $2.16M)",
    ),
  ),
  locksmiths: usd(
    675000,
    2025,
    fromSource(
      "revenue-locksmiths",
      "average annual revenue per locksmith business, US (NAICS 561622), as stated by VerticalIQ: cross-check: about $2.7 billion ÷ 4,000 companies ≈ $675,000",
    ),
  ),
  "nursing-homes": usd(
    8800000,
    2022,
    fromSource(
      "revenue-nursing-homes",
      "MEDIAN annual net patient revenue per skilled nursing facility, from 13,390 FY2022 Medicare SNF cost reports (median, not mean): Annual median net patient revenue increased almost 8% in 2022, to $8.8 million.",
    ),
  ),
  "pest-control-companies": usd(
    1600000,
    2025,
    fromSource(
      "revenue-pest-control-companies",
      "average annual revenue per pest control services company (about 13,500 companies, ~$21.5B): The average pest control services provider operates out of a single location, employs 11 workers, and generates $1.6 million annually.",
    ),
  ),
  "photography-studios": usd(
    527000,
    2025,
    fromSource(
      "revenue-photography-studios",
      "average annual revenue per photography studio firm (VerticalIQ industry profile; page edition counts 9,100 firms vs 9,700 in our count): The average photography studio operates out of a single location, employs 5 workers, and …",
    ),
  ),
  "police-forces": usd(
    6779661,
    2020,
    fromSource(
      "revenue-police-forces",
      "average annual budget per LOCAL POLICE DEPARTMENT (BJS LEMAS 2020); excludes sheriffs' offices, state and special-jurisdiction agencies that are in the 17,541 CSLLEA count: nearly $80,000,000,000 budgeted ÷ ~11,800 local police …",
    ),
  ),
  "public-libraries": usd(
    1258802,
    2015,
    fromSource(
      "revenue-public-libraries",
      "average total operating expenditure per public library administrative entity, FY2015 (IMLS Public Libraries Survey); numerator and denominator from two pages describing the same FY2015 survey: $11,620,000,000 operating …",
    ),
  ),
  "retail-stores": usd(
    6728977,
    2022,
    fromSource(
      "revenue-retail-stores",
      "average annual sales per retail trade establishment (NAICS 44-45, employer establishments, 2022 Economic Census): $7.0 trillion retail trade sales ÷ 1,040,277 establishments = $6.73M",
    ),
  ),
  spas: usd(
    803859,
    2017,
    fromSource(
      "revenue-spas",
      "average annual revenue per US spa location, ISPA U.S. Spa Industry Study (PwC), 2017 data: $17.5 billion total revenue / 21,770 spa locations = ~$803,859 per spa",
    ),
  ),
  "tattoo-studios": usd(
    250000,
    2024,
    fromSource(
      "revenue-tattoo-studios",
      "typical annual gross revenue per US tattoo studio (Marketdata; same study counts 11,600 studios, studio revenues $3.08B => ~$265,500 average): many small, privately-owned businesses (studios) that have a high profit margin but …",
    ),
  ),
  "trucking-companies": usd(
    3122000,
    2025,
    fromSource(
      "revenue-trucking-companies",
      "average annual revenue per trucking company, US (NAICS 484), derived from VerticalIQ totals: over $459 billion ÷ 147,000 companies ≈ $3.12 million (VerticalIQ states a typical company generates about $3-4 million)",
    ),
  ),
  "veterinary-practices": usd(
    1500000,
    2024,
    fromSource(
      "revenue-veterinary-practices",
      "average gross revenue per U.S. veterinary practice (AVMA Veterinary Practice Owners Survey): U.S. veterinary practices averaged about $1.5 million in gross revenue in 2024",
    ),
  ),
};

/** Share of IT spending, from Gartner's 2024 forecast (the Technology industry's source). */
export const SHARE_OF_IT: Record<ProductKind, Figure> = {
  software: percent(
    20.9,
    2024,
    estimate(
      "Gartner's July 2024 forecast puts 2024 software spending at about $1.10T of $5.267T " +
        "worldwide IT spending: $1.10T ÷ $5.267T = 20.9%.",
    ),
  ),
  "it-services": percent(
    30.6,
    2024,
    estimate(
      "Gartner's July 2024 forecast puts 2024 IT services spending at $1.61T of $5.267T " +
        "worldwide IT spending: $1.61T ÷ $5.267T = 30.6%.",
    ),
  ),
};

/**
 * IT spending as a share of revenue, across all industries: Deloitte's survey average. Surveys
 * of large firms; small ones spend a larger share, so this errs low for a small buyer.
 */
export const IT_SHARE_ALL: Figure = percent(
  3.64,
  2018,
  fromSource(
    "deloitte-cio-insider-tech-budgets-2018",
    "ranges from nearly 8 percent in banking and securities to less than 2 percent in " +
      "construction and manufacturing, with an average of 3.64 percent for all industries",
  ),
);

/** IT spending as a share of revenue by industry, where a benchmark gives one. */
export const IT_SHARE_BY_INDUSTRY: Partial<Record<Industry, Figure>> = {
  Finance: percent(
    8,
    2018,
    fromSource(
      "deloitte-cio-insider-tech-budgets-2018",
      "nearly 8 percent in banking and securities",
    ),
  ),
  Manufacturing: percent(
    2,
    2018,
    fromSource(
      "deloitte-cio-insider-tech-budgets-2018",
      "less than 2 percent in construction and manufacturing",
    ),
  ),
  Education: percent(
    5.5,
    2015,
    fromSource(
      "gartner-itkmd-2016-education",
      "The 2015 Education vertical industry average IT spending as a percent of revenue is 5.5%",
    ),
  ),
  Healthcare: percent(
    5,
    2007,
    fromSource("cio-state-of-the-cio-2008-budgets", "Health Care: 5.0% of revenue on IT"),
  ),
  "Travel & Tourism": percent(
    1.8,
    2018,
    fromSource(
      "hotstats-it-us-hotels-2019",
      "Hotels spent 1.8 percent of TRevPAR … on I&T expenses last year",
    ),
  ),
};

/** The share of revenue organisations in an industry spend on IT, and whose figure it is. */
export function itShareOfRevenue(industry: Industry): { figure: Figure; ofIndustry: boolean } {
  const own = IT_SHARE_BY_INDUSTRY[industry];
  return own === undefined
    ? { figure: IT_SHARE_ALL, ofIndustry: false }
    : { figure: own, ofIndustry: true };
}
