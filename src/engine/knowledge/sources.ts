/**
 * Every publication the knowledge base quotes. A figure or fact cites one of these by id; a test
 * checks that each id is used and that each citation points here. Addresses are given only where
 * the page is known to exist; the publisher and title are enough to find the rest.
 */

import { BUYER_SPENDING_SOURCES } from "./buyer-spending";
import { COUNT_SOURCES } from "./counts";
import type { Source } from "./schema";
import { MORE_SOURCES } from "./sources-more";
import { PEOPLE_SOURCES } from "./sources-people";
import { TRADE_SOURCES } from "./sources-trades";

export const SOURCES = [
  // Consumer groups and public buyers (issue 23): sources-people.ts
  ...PEOPLE_SOURCES,
  // Further trades (issue 23): sources-trades.ts
  ...TRADE_SOURCES,
  // More trades and groups (issue 23): sources-more.ts
  ...MORE_SOURCES,
  // Counts by country group (issue 23): counts/*.ts
  ...COUNT_SOURCES,
  // What buyers take in and spend on IT (issue 23, decision 046): buyer-spending.ts
  ...BUYER_SPENDING_SOURCES,
  // Technology, media, entertainment, gaming
  {
    id: "gartner-it-spending-2024-07",
    publisher: "Gartner",
    title:
      "Gartner Forecasts Worldwide IT Spending to Grow 7.5% in 2024 (press release, July 2024)",
    year: 2024,
  },
  {
    id: "newzoo-global-games-market-2024",
    publisher: "Newzoo",
    title: "Global Games Market Report 2024",
    year: 2024,
  },
  {
    id: "pwc-global-em-outlook-2024",
    publisher: "PwC",
    title: "Global Entertainment & Media Outlook 2024–2028",
    year: 2024,
  },
  {
    id: "groupm-tyny-2024-end-of-year",
    publisher: "GroupM (WPP)",
    title: "This Year Next Year: 2024 Global End-of-Year Forecast",
    year: 2024,
  },
  {
    id: "groupm-tyny-2024-midyear",
    publisher: "GroupM (WPP)",
    title: "This Year Next Year: 2024 Global Midyear Forecast",
    year: 2024,
  },
  {
    id: "dataai-state-of-mobile-2024",
    publisher: "data.ai",
    title: "State of Mobile 2024",
    year: 2024,
  },
  // Commerce and retail
  {
    id: "emarketer-worldwide-ecommerce-2024",
    publisher: "eMarketer (Insider Intelligence)",
    title: "Worldwide Retail Ecommerce Forecast 2024",
    year: 2024,
  },
  {
    id: "census-ecommerce-q4-2024",
    publisher: "U.S. Census Bureau",
    title: "Quarterly Retail E-Commerce Sales, 4th Quarter 2024",
    year: 2025,
    url: "https://www.census.gov/retail/ecommerce.html",
  },
  {
    id: "census-ecommerce-q1-2024",
    publisher: "U.S. Census Bureau",
    title: "Quarterly Retail E-Commerce Sales, 1st Quarter 2024 (release CB24-76)",
    year: 2024,
  },
  {
    id: "forrester-global-ecommerce-2024",
    publisher: "Forrester",
    title: "Global Retail E-Commerce Forecast, 2024 To 2028",
    year: 2024,
    url: "https://www.forrester.com/blogs/global-retail-e-commerce-sales-will-reach-6-8-trillion-by-2028/",
  },
  {
    id: "statista-apparel-market-2023",
    publisher: "Statista Market Insights",
    title: "Apparel: market data and revenue, worldwide and United States",
    year: 2023,
  },
  {
    id: "mckinsey-state-of-fashion-2024",
    publisher: "McKinsey & Company and The Business of Fashion",
    title: "The State of Fashion 2024",
    year: 2023,
  },
  // Health, education, finance
  {
    id: "cms-nhe-2023",
    publisher: "Centers for Medicare & Medicaid Services, Office of the Actuary",
    title: "National Health Expenditures 2023 (published in Health Affairs, December 2024)",
    year: 2024,
  },
  {
    id: "who-global-health-expenditure-2023",
    publisher: "World Health Organization",
    title: "Global spending on health: coping with the pandemic",
    year: 2023,
  },
  {
    id: "holoniq-education-market-2020",
    publisher: "HolonIQ",
    title: "10 Charts for a Changing Education Market",
    year: 2020,
    url: "https://www.holoniq.com/notes/10-charts-for-a-changing-education-market/",
  },
  {
    id: "holoniq-education-outlook-2019",
    publisher: "HolonIQ",
    title: "10 charts that explain the Global Education Technology Market",
    year: 2019,
  },
  {
    id: "bcg-qed-global-fintech-2023",
    publisher: "Boston Consulting Group and QED Investors",
    title: "Global Fintech 2023: Reimagining the Future of Finance",
    year: 2023,
  },
  {
    id: "mckinsey-global-payments-2024",
    publisher: "McKinsey & Company",
    title: "Global payments in 2024: Simpler interfaces, complex reality",
    year: 2024,
  },
  // Travel, food, agriculture
  {
    id: "wttc-economic-impact-research-2024",
    publisher: "World Travel & Tourism Council",
    title: "Economic Impact Research 2024",
    year: 2024,
  },
  {
    id: "wttc-economic-impact-trends-2024",
    publisher: "World Travel & Tourism Council",
    title: "Economic Impact Trends Report 2024",
    year: 2024,
  },
  {
    id: "unwto-barometer-2024-01",
    publisher: "UN Tourism (UNWTO)",
    title: "World Tourism Barometer, January 2024",
    year: 2024,
  },
  {
    id: "usda-ers-food-expenditure-2024",
    publisher: "USDA Economic Research Service",
    title: "Food Expenditure Series (2023 data)",
    year: 2024,
  },
  {
    id: "usda-ers-amber-waves-food-spending-2023",
    publisher: "USDA Economic Research Service",
    title:
      "U.S. Consumers Spent More on Food in 2022 Than Ever Before, Even After Adjusting for " +
      "Inflation (Amber Waves)",
    year: 2023,
  },
  {
    id: "nra-state-of-restaurant-industry-2024",
    publisher: "National Restaurant Association",
    title: "2024 State of the Restaurant Industry",
    year: 2024,
  },
  {
    id: "usda-ers-farm-income-2023-08",
    publisher: "USDA Economic Research Service",
    title: "Farm Sector Income Forecast (August 2023)",
    year: 2023,
  },
  {
    id: "fao-statistical-yearbook-2022",
    publisher: "Food and Agriculture Organization of the United Nations",
    title: "World Food and Agriculture – Statistical Yearbook 2022",
    year: 2022,
  },
  // Energy, transport, real estate
  {
    id: "iea-world-energy-investment-2024",
    publisher: "International Energy Agency",
    title: "World Energy Investment 2024",
    year: 2024,
    url: "https://www.iea.org/reports/world-energy-investment-2024",
  },
  {
    id: "iea-world-energy-investment-2023",
    publisher: "International Energy Agency",
    title: "World Energy Investment 2023",
    year: 2023,
    url: "https://www.iea.org/reports/world-energy-investment-2023",
  },
  {
    id: "ata-american-trucking-trends-2023",
    publisher: "American Trucking Associations",
    title: "ATA American Trucking Trends 2023",
    year: 2023,
    url: "https://www.trucking.org/news-insights/ata-american-trucking-trends-2023",
  },
  {
    id: "ata-american-trucking-trends-2024",
    publisher: "American Trucking Associations",
    title: "ATA American Trucking Trends 2024",
    year: 2024,
  },
  {
    id: "savills-global-real-estate-value-2023",
    publisher: "Savills World Research",
    title: "Total global value of real estate estimated at $379.7 trillion",
    year: 2023,
  },
  {
    id: "nar-existing-home-sales-2023",
    publisher: "National Association of Realtors",
    title: "Existing-Home Sales, December 2023 and annual 2023 (January 2024 release)",
    year: 2024,
  },
  // Services, fitness
  {
    id: "consultancy-global-consulting-market",
    publisher: "Consultancy.org (Consultancy.uk network)",
    title: "Global consulting market",
    year: 2017,
  },
  {
    id: "source-global-research-2020-12",
    publisher: "Source Global Research",
    title: "Market Updates, 11 December 2020",
    year: 2020,
  },
  {
    id: "census-qss-2014-q3",
    publisher: "U.S. Census Bureau",
    title: "Quarterly Estimates for Selected Service Industries, 3rd Quarter 2014 (CB14-223)",
    year: 2014,
  },
  {
    id: "gwi-move-to-be-well-2019",
    publisher: "Global Wellness Institute",
    title: "Move to be Well: The Global Economy of Physical Activity",
    year: 2019,
  },
  // Business-model benchmarks
  {
    id: "kbcm-private-saas-survey-2019",
    publisher: "KBCM Technology Group (KeyBanc Capital Markets)",
    title: "2019 Private SaaS Company Survey (10th annual)",
    year: 2019,
  },
  {
    id: "saas-capital-retention-2023",
    publisher: "SaaS Capital",
    title: "2023 B2B SaaS Retention Benchmarks (Research Brief 28)",
    year: 2023,
  },
  {
    id: "ifa-franchising-outlook-2024",
    publisher: "International Franchise Association and FRANdata",
    title: "2024 Franchising Economic Outlook",
    year: 2024,
  },
  // Marketing funnels (go-to-market)
  // Compute prices for the cost of serving a customer (issue 26): serving-costs.ts
  {
    id: "aws-ec2-on-demand-pricing-2024",
    publisher: "Amazon Web Services",
    title: "Amazon EC2 On-Demand Pricing (Linux, US East (N. Virginia))",
    year: 2024,
    url: "https://aws.amazon.com/ec2/pricing/on-demand/",
  },
  {
    id: "openai-api-pricing-2024",
    publisher: "OpenAI",
    title: "API Pricing (Whisper speech to text; GPT-4o)",
    year: 2024,
    url: "https://openai.com/api/pricing/",
  },
  {
    id: "wordstream-search-ads-benchmarks-2024",
    publisher: "WordStream by LocaliQ",
    title: "Search Advertising Benchmarks 2024 (Google Ads and Microsoft Ads, 23 industries)",
    year: 2024,
  },
  {
    id: "unbounce-conversion-benchmark-2024",
    publisher: "Unbounce",
    title: "2024 Conversion Benchmark Report",
    year: 2024,
    url: "https://unbounce.com/conversion-benchmark-report/methodology/",
  },
  // Salaries (team planning)
  {
    id: "bls-oews-may-2024",
    publisher: "U.S. Bureau of Labor Statistics",
    title: "Occupational Employment and Wage Statistics, May 2024 national estimates",
    year: 2025,
    url: "https://www.bls.gov/oes/current/oes_nat.htm",
  },
  // Unit economics and growth (iteration and scaling)
  {
    id: "skok-saas-metrics-2",
    publisher: "For Entrepreneurs (David Skok, Matrix Partners)",
    title: "SaaS Metrics 2.0: A Guide to Measuring and Improving What Matters",
    year: 2013,
  },
  // Economy-wide
  {
    id: "imf-weo-2023-04",
    publisher: "International Monetary Fund",
    title: "World Economic Outlook, April 2023",
    year: 2023,
  },
  {
    id: "sba-advocacy-faq-2023",
    publisher: "U.S. Small Business Administration, Office of Advocacy",
    title: "Frequently Asked Questions About Small Business, 2023",
    year: 2023,
    url: "https://advocacy.sba.gov/2023/03/07/frequently-asked-questions-about-small-business-2023/",
  },
  {
    id: "bls-bed-entrepreneurship",
    publisher: "U.S. Bureau of Labor Statistics",
    title: "Business Employment Dynamics: Entrepreneurship and the U.S. Economy",
    year: 2016,
    url: "https://www.bls.gov/bdm/entrepreneurship/entrepreneurship.htm",
  },
  // Buyer units and markets (issue 16)
  {
    id: "census-families-living-arrangements-2023",
    publisher: "U.S. Census Bureau",
    title: "America's Families and Living Arrangements: 2023 (Current Population Survey)",
    year: 2023,
  },
  {
    id: "appa-national-pet-owners-survey-2023",
    publisher: "American Pet Products Association (APPA)",
    title: "2023–2024 APPA National Pet Owners Survey",
    year: 2023,
  },
  {
    id: "appa-pet-industry-spending-2024",
    publisher: "American Pet Products Association (APPA)",
    title:
      "Pet Industry Market Size, Trends & Ownership Statistics (U.S. pet industry expenditures)",
    year: 2024,
  },
  {
    id: "aha-fast-facts-2024",
    publisher: "American Hospital Association",
    title: "Fast Facts on U.S. Hospitals, 2024",
    year: 2024,
  },
  {
    id: "bls-qcew-2024",
    publisher: "U.S. Bureau of Labor Statistics",
    title:
      "Quarterly Census of Employment and Wages, 2024 annual averages: private establishments by " +
      "NAICS industry (employer establishments; read from the national tabulation at smbdensity.org)",
    year: 2025,
  },
  {
    id: "census-economic-census-2022-geography",
    publisher: "U.S. Census Bureau",
    title: "2022 Economic Census: geographic area statistics (America Counts story, April 2025)",
    year: 2025,
    url: "https://www.census.gov/library/stories/2025/04/economic-census-geographic-stats.html",
  },
  {
    id: "census-economic-census-2012-health",
    publisher: "U.S. Census Bureau",
    title: "2012 Economic Census: Health Care and Social Assistance (release of November 2014)",
    year: 2014,
  },
  {
    id: "ncpa-digest-2024",
    publisher: "National Community Pharmacists Association",
    title: "2024 NCPA Digest",
    year: 2024,
  },
  {
    id: "us-religion-census-2020",
    publisher: "Association of Statisticians of American Religious Bodies",
    title: "2020 U.S. Religion Census: Religious Congregations & Membership Study",
    year: 2022,
  },
  {
    id: "nces-condition-of-education-2023",
    publisher: "National Center for Education Statistics",
    title:
      "The Condition of Education 2023: Characteristics of Degree-Granting Postsecondary Institutions",
    year: 2023,
  },
  {
    id: "usda-census-of-agriculture-2022",
    publisher: "U.S. Department of Agriculture, National Agricultural Statistics Service",
    title: "2022 Census of Agriculture",
    year: 2024,
  },
  {
    id: "nccs-nonprofit-sector-brief-2019",
    publisher: "Urban Institute, National Center for Charitable Statistics",
    title: "The Nonprofit Sector in Brief 2019",
    year: 2020,
  },
  {
    id: "bls-consumer-expenditures-2023",
    publisher: "U.S. Bureau of Labor Statistics",
    title: "Consumer Expenditures in 2023 (Consumer Expenditure Surveys)",
    year: 2024,
  },
  // Countries (issue 23): population, exchange rates, businesses, farms and pharmacies
  {
    id: "eurostat-population-2023",
    publisher: "Eurostat",
    title: "Population on 1 January 2023 (demo_pjan)",
    year: 2023,
  },
  {
    id: "ons-population-mid-2023",
    publisher: "Office for National Statistics",
    title:
      "Population estimates for the UK, England, Wales, Scotland and Northern Ireland: mid-2023",
    year: 2024,
  },
  {
    id: "statcan-population-2023",
    publisher: "Statistics Canada",
    title: "Canada's population estimates, third quarter 2023",
    year: 2023,
  },
  {
    id: "abs-population-2023",
    publisher: "Australian Bureau of Statistics",
    title: "National, state and territory population, June 2023",
    year: 2023,
  },
  {
    id: "un-wpp-2022",
    publisher: "United Nations, Department of Economic and Social Affairs",
    title: "World Population Prospects 2022",
    year: 2022,
  },
  {
    id: "fed-g5a-2023",
    publisher: "Board of Governors of the Federal Reserve System",
    title: "G.5A Foreign Exchange Rates (Annual), 2023 averages",
    year: 2024,
    url: "https://www.federalreserve.gov/releases/g5a/",
  },
  {
    id: "dbt-business-population-2023",
    publisher: "Department for Business and Trade",
    title: "Business population estimates for the UK and regions 2023",
    year: 2023,
  },
  {
    id: "cso-census-of-agriculture-2020",
    publisher: "Central Statistics Office (Ireland)",
    title: "Census of Agriculture 2020: final results",
    year: 2022,
  },
  {
    id: "istat-census-of-agriculture-2020",
    publisher: "ISTAT",
    title: "7th General Census of Agriculture (2020): first results",
    year: 2022,
  },
  {
    id: "ine-censo-agrario-2020",
    publisher: "Instituto Nacional de Estadística (Spain)",
    title: "Censo Agrario 2020",
    year: 2022,
  },
  {
    id: "agreste-recensement-agricole-2020",
    publisher: "Agreste, French Ministry of Agriculture",
    title: "Recensement agricole 2020: premiers résultats",
    year: 2021,
  },
  {
    id: "statcan-census-of-agriculture-2021",
    publisher: "Statistics Canada",
    title: "Census of Agriculture 2021",
    year: 2022,
  },
  {
    id: "india-agriculture-census-2015-16",
    publisher: "Ministry of Agriculture and Farmers Welfare (India)",
    title:
      "Agriculture Census 2015-16: All India report on number and area of operational holdings",
    year: 2019,
  },
  {
    id: "abda-pharmacy-facts-2024",
    publisher: "ABDA – Bundesvereinigung Deutscher Apothekerverbände",
    title: "Die Apotheke: Zahlen, Daten, Fakten 2024",
    year: 2024,
  },
  // Establishment counts by sector and country (issue 23): each figure read on the page given
  {
    id: "insee-focus-restauration-2015",
    publisher: "INSEE (reported by L'Industrie Hôtelière)",
    title:
      "Le secteur de la restauration : de la tradition vers la rapidité (Insee Focus, 2015), 2012 data",
    year: 2015,
    url: "https://www.industrie-hoteliere.com/au-quotidien/2015-09-09-focus-insee-sur-la-restauration-commerciale-de-la-tradition-vers-la-rapidite/",
  },
  {
    id: "fipe-rapporto-ristorazione-2024",
    publisher: "FIPE – Federazione Italiana Pubblici Esercizi (reported by Sala&Cucina)",
    title: "Rapporto Ristorazione 2024",
    year: 2024,
    url: "https://www.salaecucina.it/it-it/articoli-magazine-il-rapporto-ristorazione-fipe-2024.aspx",
  },
  {
    id: "ised-canadian-industry-statistics-722",
    publisher: "Innovation, Science and Economic Development Canada (Statistics Canada data)",
    title:
      "Canadian Industry Statistics: Food services and drinking places (NAICS 722), establishments 2022",
    year: 2023,
    url: "https://ised-isde.canada.ca/app/ixb/cis/businesses-entreprises/722",
  },
  {
    id: "wikipedia-de-tierarztpraxis",
    publisher: "Wikipedia (German), citing the Bundestierärztekammer's statistics",
    title: "Tierarztpraxis",
    year: 2024,
    url: "https://de.wikipedia.org/wiki/Tierarztpraxis",
  },
  {
    id: "cbs-bedrijven-bedrijfstak-81589ned",
    publisher: "CBS (Statistics Netherlands)",
    title: "StatLine 81589NED: Bedrijven; bedrijfstak",
    year: 2020,
    url: "https://www.cbs.nl/nl-nl/cijfers/detail/81589NED",
  },
  {
    id: "dbk-peluqueria-estetica-2022",
    publisher: "Observatorio Sectorial DBK de Informa (reported by Europa Press)",
    title: "Establecimientos de peluquería y estética (2022)",
    year: 2023,
    url: "https://negocios.com/las-ventas-de-peluqueria-y-centros-de-estetica-se-elevan-un-11-en-2022-y-superan-las-cifras-de-prepandemia",
  },
  {
    id: "destatis-kindertagesbetreuung-2023",
    publisher: "Statistisches Bundesamt (Destatis), press release via presseportal",
    title: "Betreuungsquote der unter Dreijährigen steigt zum 1. März 2023 auf 36,4 %",
    year: 2023,
    url: "https://www.presseportal.de/pm/32102/5612543",
  },
  {
    id: "bpb-sozialbericht-2024-stationaere-versorgung",
    publisher: "Bundeszentrale für politische Bildung (Sozialbericht 2024, Destatis data)",
    title: "Stationäre Versorgung",
    year: 2024,
    url: "https://bpb.de/kurz-knapp/zahlen-und-fakten/sozialbericht-2024/553324/stationaere-versorgung",
  },
  {
    id: "drees-er-1208-capacites-hospitalieres-2020",
    publisher: "DREES (French Ministry of Health statistics)",
    title:
      "Études et résultats n° 1208: entre fin 2019 et fin 2020, la capacité d'accueil hospitalière a progressé de 3,6 % en soins critiques",
    year: 2021,
    url: "https://fr.scribd.com/document/528352815/Etude-de-la-Drees-sur-la-capacite-d-accueil-hopsitaliere",
  },
  {
    id: "pflegemarkt-altenheime-2024",
    publisher: "pflegemarkt.com",
    title: "Anzahl und Statistik der Altenheime in Deutschland (updated 28 May 2024)",
    year: 2024,
    url: "https://www.pflegemarkt.com/fachartikel/anzahl-und-statistik-der-altenheime-in-deutschland/",
  },
  {
    id: "gen-aged-care-providers-services-2024",
    publisher: "Australian Institute of Health and Welfare, GEN Aged Care Data",
    title: "Providers, services and places in aged care (updated 30 April 2025)",
    year: 2025,
    url: "https://www.gen-agedcaredata.gov.au/topics/providers,-services-and-places-in-aged-care",
  },
  {
    id: "allianz-direct-autowerkstaetten-2024",
    publisher: "Allianz Direct, from ZDK (Zentralverband Deutsches Kraftfahrzeuggewerbe) figures",
    title: "Autowerkstätten in Deutschland im Überblick",
    year: 2024,
    url: "https://allianzdirect.de/kfz-versicherung/autowerkstaetten-deutschland-statistiken",
  },
  {
    id: "acs-local-shop-report-2025",
    publisher: "Association of Convenience Stores (summarised by The Wholesale Group)",
    title: "The Local Shop Report 2025",
    year: 2025,
    url: "https://retail.thewholesalegroup.co.uk/retail.thewholesalegroup.co.uk/featured/acs-local-shop-report-2025-what-you-need-to-know",
  },
  {
    id: "leisure-db-uk-fitness-report-2023",
    publisher: "Leisure DB",
    title: "State of the UK Fitness Industry Report 2023",
    year: 2023,
    url: "https://online.flippingbook.com/view/160088956/11",
  },
  {
    id: "cvma-statistics-2017",
    publisher: "Canadian Veterinary Medical Association",
    title: "Statistics: veterinary demographics (2017)",
    year: 2018,
    url: "https://www.canadianveterinarians.net/about/statistics",
  },
  {
    id: "odontoiatria33-dentistas-espana-2022",
    publisher: "Odontoiatria33, reporting the Consejo General de Dentistas de España",
    title: "Status e proiezioni della situazione demografica dei dentisti in Spagna",
    year: 2023,
    url: "https://www.odontoiatria33.it/approfondimenti/22538/status-e-proiezioni-della-situazione-demografica-dei-dentisti-in-spagna.html",
  },
  {
    id: "uk-parliament-wq-56559-business-population-2016",
    publisher:
      "UK Parliament, written answer by the Department for Business (Business Population Estimates 2016)",
    title: "Written question 56559: Business (answered 12 December 2016)",
    year: 2016,
    url: "https://parallelparliament.co.uk/question/56559/business",
  },
  {
    id: "dentwave-dental-clinics-2018",
    publisher: "Nihon Shika Shinbun via Dentwave (MHLW survey of medical facility dynamics)",
    title: "歯科施設数は全国で6万8,621 (dental clinics, July 2018)",
    year: 2018,
    url: "https://www.dentwave.com/news/83165/",
  },
  {
    id: "hpcase-clinics-2014",
    publisher: "hpcase.jp, citing the MHLW White Paper 2016",
    title: "【数字で見る医療】68,592施設 (general and dental clinics, 2014)",
    year: 2016,
    url: "https://hpcase.jp/number-048/",
  },
  {
    id: "redaccion-medica-catalogo-hospitales-2024",
    publisher:
      "Redacción Médica, reporting the Ministerio de Sanidad's Catálogo Nacional de Hospitales 2024",
    title: "El SNS pierde 5 hospitales pero suma 540 camas por el empuje de la pública",
    year: 2024,
    url: "https://amp.redaccionmedica.com/secciones/sanidad-hoy/el-sns-pierde-5-hospitales-pero-suma-540-camas-por-el-empuje-de-la-publica-5846",
  },
  {
    id: "abrasel-perfil-2022",
    publisher: "Abrasel – Associação Brasileira de Bares e Restaurantes",
    title: "Perfil da Abrasel (2022)",
    year: 2022,
    url: "https://mobile.abrasel.com.br/abrasel/perfil-da-abrasel",
  },
  {
    id: "lto-anwaltsmarkt-2011",
    publisher:
      "Legal Tribune Online, reporting Destatis's structural survey of services (Strukturerhebung im Dienstleistungsbereich)",
    title: "Anwaltsmarkt: langsames Wachstum, große Ungleichheit (2011 data)",
    year: 2013,
    url: "https://lto.de/karriere/im-job/stories/detail/anwaltsmarkt-kanzlei-umsatz-grosskanzlei-einzelunternehmen",
  },
  {
    id: "fedaiisf-annuario-ssn-2023",
    publisher:
      "Fedaiisf, reporting the Italian Ministry of Health's Annuario statistico del SSN 2023",
    title:
      "Pubblicati i dati 2023 su attività, servizi e strutture del Servizio Sanitario Nazionale",
    year: 2025,
    url: "https://www.fedaiisf.it/pubblicati-i-dati-2023-su-attivita-servizi-e-strutture-del-servizio-sanitario-nazionale/",
  },
  {
    id: "ibisworld-au-veterinary-services-2024",
    publisher: "IBISWorld",
    title: "Veterinary Services in Australia - Market Research Report (ANZSIC M6970), October 2024",
    year: 2024,
    url: "https://style.ibisworld.com/au/industry/veterinary-services/623",
  },
  {
    id: "anmvi-strutture-veterinarie-2012",
    publisher: "ANMVI – Associazione Nazionale Medici Veterinari Italiani",
    title: "Strutture veterinarie private per animali da compagnia, edizione 2012",
    year: 2012,
    url: "https://www.anmvi.it/pubblicazioni/indagini-e-ricerche/indagini-e-ricerche-sulle-strutture-e-i-medici-veterinari/89-strutture-veterinarie-private-per-animali-da-compagnia-edizione-2012.html",
  },
  {
    id: "knmt-tandartspraktijken-2024",
    publisher: "KNMT – Koninklijke Nederlandse Maatschappij tot bevordering der Tandheelkunde",
    title: "Staat van de mondzorg: Algemene tandartspraktijken (aantal en soort praktijken)",
    year: 2024,
    url: "https://www.staatvandemondzorg.nl/organisatie-van-tandartspraktijken/algemene-tandartspraktijken/",
  },
  {
    id: "rivm-vzinfo-aanbod-eerstelijnszorg",
    publisher: "RIVM, Volksgezondheid en Zorg (from Nivel's registration of general practitioners)",
    title: "Eerstelijnszorg: aanbod eerstelijnszorg (aantal huisartsenpraktijken)",
    year: 2020,
    url: "https://www.volksgezondheidenzorg.info/onderwerp/eerstelijnszorg/cijfers-context/aanbod-eerstelijnszorg",
  },
  {
    id: "abs-year-book-2006-tourist-accommodation",
    publisher: "Australian Bureau of Statistics",
    title: "Year Book Australia, 2006 (1301.0), chapter 21 Tourism: tourist accommodation",
    year: 2006,
    url: "https://www.abs.gov.au/ausstats/abs@.nsf/Previousproducts/EDA0972A5A54A116CA2570DE00194822?opendocument",
  },
  {
    id: "acad-brasil-mercado-2015",
    publisher: "ACAD Brasil – Associação Brasileira de Academias",
    title: "O Mercado (2014 survey of gyms)",
    year: 2015,
  },
  {
    id: "statcan-child-care-centres-2022",
    publisher: "Statistics Canada",
    title:
      "Characteristics of child care centres serving children aged 0 to 5 years in Canada, 2021 to 2022 (Economic and Social Reports)",
    year: 2023,
    url: "https://www150.statcan.gc.ca/n1/pub/36-28-0001/2023003/article/00001-eng.htm",
  },
  {
    id: "nz-education-counts-ece-services-2014",
    publisher: "Ministry of Education (New Zealand), Education Counts",
    title: "Provision of early childhood education services (indicator, updated April 2014)",
    year: 2014,
    url: "https://www.educationcounts.govt.nz/indicators/main/student-engagement-participation/55153",
  },
  {
    id: "rfc-profession-comptable-en-chiffres-2022",
    publisher:
      "Revue Française de Comptabilité (Ordre des experts-comptables), from the Observatoire de la profession comptable",
    title: "La profession comptable en chiffres (December 2021 data)",
    year: 2022,
    url: "https://revuefrancaisedecomptabilite.fr/la-profession-comptable-en-chiffres/",
  },
  {
    id: "ibisworld-ca-supermarkets-2024",
    publisher: "IBISWorld",
    title:
      "Supermarkets & Grocery Stores in Canada - Market Research Report (NAICS 44511CA), July 2024",
    year: 2024,
    url: "https://img1.ibisworld.com/canada/market-research-reports/supermarkets-grocery-stores-industry",
  },
  {
    id: "mhlw-kaigo-service-2005",
    publisher: "Ministry of Health, Labour and Welfare (Japan)",
    title:
      "平成17年 介護サービス施設・事業所調査 結果の概要 (Survey of Institutions and Establishments for Long-term Care, 2005)",
    year: 2006,
    url: "https://www.mhlw.go.jp/toukei/saikin/hw/kaigo/service05/kekka1.html",
  },
  {
    id: "statcan-k12-schools-profile-2004",
    publisher: "Statistics Canada",
    title:
      "A profile of K-12 schools in Canada (Information and Communications Technologies in Schools Survey, 2003/04)",
    year: 2004,
    url: "https://www150.statcan.gc.ca/n1/pub/56f0004m/2004011/section2-eng.htm",
  },
  {
    id: "abs-clubs-pubs-taverns-bars-2000-01",
    publisher: "Australian Bureau of Statistics",
    title:
      "Clubs, Pubs, Taverns and Bars, Australia, 2000-01 (8687.0), chapter 1: pubs, taverns and bars",
    year: 2002,
    url: "https://abs.gov.au/ausstats/abs@.nsf/7d12b0f6763c78caca257061001cc588/adbce80d96124317ca2571a00013f124!OpenDocument",
  },
  {
    id: "ibisworld-ca-funeral-homes-2025",
    publisher: "IBISWorld",
    title: "Funeral Homes in Canada - Market Research Report (NAICS 81221CA), November 2025",
    year: 2025,
    url: "https://www.ibisworld.com/canada/industry/funeral-homes/1726",
  },
  {
    id: "bfa-supporting-florists",
    publisher: "British Florist Association",
    title: "BFA – Supporting its florists (how many florist businesses are there in the UK)",
    year: 2018,
    url: "https://www.britishfloristassociation.org/the-british-florist-association/how-the-bfa-supports-its-members/",
  },
  {
    id: "ordre-veterinaires-atlas-2018",
    publisher: "Ordre national des vétérinaires",
    title:
      "Atlas vétérinaire 2018: évolution et chiffres clés de la démographie vétérinaire (31 December 2017 data)",
    year: 2018,
    url: "https://veterinaire.fr/communications/actualites/atlas-veterinaire-2018",
  },
  {
    id: "abs-public-libraries-2003-04",
    publisher: "Australian Bureau of Statistics",
    title: "Public Libraries, Australia, 2003-04 (8561.0) summary: organisations",
    year: 2005,
    url: "https://abs.gov.au/ausstats/abs@.nsf/Products/BB7D70B5DBE2C041CA2576550013EC03",
  },
  {
    id: "zveh-wirtschaftliche-kennzahlen-2024",
    publisher: "ZVEH – Zentralverband der Deutschen Elektro- und Informationstechnischen Handwerke",
    title: "Wirtschaftliche Kennzahlen der E-Handwerke (2023 data)",
    year: 2024,
    url: "https://www.zveh.de/maerkte-themen/wirtschaftliche-kennzahlen.html",
  },
  {
    id: "pharmasuisse-fakten-zahlen-2021",
    publisher: "pharmaSuisse – Schweizerischer Apothekerverband",
    title: "Publikation «Fakten und Zahlen» Schweizer Apotheken 2021, Fakt 1",
    year: 2021,
    url: "https://www.pharmasuisse.org/de/1499/Publikation-Fakten-und-Zahlen.htm",
  },
  {
    id: "gov-ie-credit-unions-irish-economy",
    publisher: "Department of Finance (Ireland)",
    title: "Credit Unions and the Irish Economy (financial position at 31 December 2021)",
    year: 2022,
    url: "https://gov.ie/ga/foilsiuchan/26d557-credit-unions-and-the-irish-economy",
  },
  {
    id: "charity-commission-registrations-2024-q1",
    publisher: "Charity Commission for England and Wales",
    title: "Casework and registrations data: January to March 2024",
    year: 2024,
    url: "https://gov.uk/government/publications/charity-commission-casework-and-registrations-data-2024-to-2025/casework-and-registrations-data-january-to-march-2024",
  },
  {
    id: "acnc-media-guide",
    publisher: "Australian Charities and Not-for-profits Commission (ACNC)",
    title: "ACNC media guide: overview of Australia's charity sector",
    year: 2024,
    url: "https://acnc.gov.au/acnc-media-guide",
  },
  {
    id: "charities-regulator-annual-report-2020",
    publisher: "Charities Regulator (Ireland)",
    title: "Charities Regulator's Annual Report 2020 (press release, July 2021)",
    year: 2021,
    url: "https://www.charitiesregulator.ie/en/information-for-the-public/press-releases-and-public-notices/2021/july/charities-regulator-s-annual-report",
  },
  {
    id: "valhor-chiffres-cles-fleuristes-2025",
    publisher:
      "VALHOR (interprofession de l'horticulture, de la fleuristerie et du paysage) with FranceAgriMer",
    title: "Chiffres clés des fleuristes (Klesia statistics and Xerfi Specific survey, 2024)",
    year: 2025,
    url: "https://valhor.fr/actualites/chiffres-cles-des-fleuristes",
  },
  {
    id: "craft-bakers-association-bakery-info",
    publisher: "Craft Bakers Association",
    title: "Bakery info: your industry",
    year: 2015,
  },
  {
    id: "datamexico-consultorios-medicos",
    publisher: "Secretaría de Economía (DataMéxico), from INEGI's DENUE",
    title: "Consultorios Médicos (rama industrial 6211): industry profile",
    year: 2025,
    url: "https://www.economia.gob.mx/datamexico/es/profile/industry/offices-of-physicians",
  },
  {
    id: "datamexico-comercio-automoviles",
    publisher: "Secretaría de Economía (DataMéxico), from INEGI's DENUE",
    title:
      "Comercio al por Menor de Automóviles y Camionetas (rama industrial 4681): industry profile",
    year: 2024,
    url: "https://www.economia.gob.mx/datamexico/es/profile/industry/retail-trade-of-cars-and-trucks",
  },
  {
    id: "abs-accounting-practices-2001-02",
    publisher: "Australian Bureau of Statistics",
    title:
      "Accounting Practices, Australia, 2001-02 (8668.0), media release: accounting profession employs 81,000 people",
    year: 2003,
  },
  {
    id: "cbs-onderwijsinstellingen-03753",
    publisher: "Centraal Bureau voor de Statistiek (CBS)",
    title:
      "StatLine 03753: Onderwijsinstellingen; grootte, soort, levensbeschouwelijke grondslag (2022/'23)",
    year: 2023,
    url: "https://www.cbs.nl/nl-nl/cijfers/detail/03753",
  },
] as const satisfies readonly Source[];

/** The id of a listed source. */
export type SourceId = (typeof SOURCES)[number]["id"];
