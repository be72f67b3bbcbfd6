/**
 * The publications behind the trades and establishments of buyer-units-trades.ts (issue 23):
 * each read on the page at its address. Official statistics where a page gave them (BLS QCEW
 * tables, the Census Bureau, INSEE, Statistics Canada), else the trade body or the industry
 * profile that states the count; a title says "as reported" or "as tabulated by" where the page
 * is not the statistical office's own. Joined into SOURCES.
 */
import type { Source } from "./schema";

export const TRADE_SOURCES = [
  {
    id: "bls-qcew-2024-optometrists",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title: "Optometrists, NAICS 621320: 2024 annual averages, private ownership",
    year: 2025,
    url: "https://www.smbdensity.org/industry/621320",
  },
  {
    id: "bls-qcew-2024-chiropractors",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title: "Chiropractors, NAICS 621310: 2024 annual averages, private ownership",
    year: 2025,
    url: "https://www.smbdensity.org/industry/621310",
  },
  {
    id: "bls-qcew-2024-physical-therapists",
    publisher: "US Bureau of Labor Statistics (QCEW), as tabulated by smbdensity.org",
    title:
      "Offices of physical, occupational and speech therapists and audiologists, NAICS 621340: " +
      "2024 annual averages, private ownership",
    year: 2025,
    url: "https://smbdensity.org/industry/621340",
  },
  {
    id: "statcan-vision-health-month-2024",
    publisher: "Statistics Canada",
    title: "Vision Health Month: eyes on the data (StatsCAN Plus, May 2024)",
    year: 2024,
    url: "https://statcan.gc.ca/o1/en/plus/6173-vision-health-month-eyes-data",
  },
  {
    id: "census-cbp-2019-car-washes",
    publisher: "US Census Bureau",
    title:
      "Car Washes Help Maintain What May Be the Second-Largest Investment Many Will Make " +
      "(America Counts story, June 2021; County Business Patterns 2019)",
    year: 2021,
    url: "https://www.census.gov/library/stories/2021/06/americas-love-affair-with-clean-cars.html",
  },
  {
    id: "self-storage-almanac-2024",
    publisher: "MiniCo Self-Storage Almanac 2024, as reported by SpareFoot",
    title: "U.S. Self-Storage Industry Statistics (updated 16 April 2024)",
    year: 2024,
    url: "https://www.sparefoot.com/self-storage/news/1432-self-storage-industry-statistics/",
  },
  {
    id: "winebusiness-analytics-wineries-2024",
    publisher: "WineBusiness Analytics",
    title: "U.S. Wineries by State, January 2024",
    year: 2024,
    url: "https://winebusinessanalytics.com/statistics/winery",
  },
  {
    id: "hoards-licensed-dairies-2023",
    publisher: "Hoard's Dairyman, reporting USDA NASS licensed dairy herd counts",
    title: "Familiar dairy industry trends continue (licensed dairy farms, 2023)",
    year: 2024,
    url: "https://hoards.com/article-34810-familiar-dairy-industry-trends-continue.html",
  },
  {
    id: "insee-premiere-1649-campings-2016",
    publisher: "INSEE",
    title:
      "Les campings : un confort accru, une fréquentation en hausse (Insee Première no 1649, " +
      "May 2017)",
    year: 2017,
    url: "https://insee.fr/fr/statistiques/2852693",
  },
  {
    id: "pons-seguridad-vial-autoescuelas-2015",
    publisher: "PONS Seguridad Vial (from DGT data), as reported by Atresmedia Ponle Freno",
    title: "Más de 700.000 personas adquirieron el carné de conducir en 2015",
    year: 2016,
    url: "https://compromiso.atresmedia.com/ponlefreno/noticias/mas-700000-personas-adquirieron-carne-conducir-2015_20160122582d97e70cf244336f0762c0.html",
  },
  {
    id: "marketdata-tattoo-studios-2024",
    publisher: "Marketdata LLC",
    title: "Tattoo Studios & Tattoo Removal Services Growing Strongly (24 June 2024)",
    year: 2024,
    url: "https://www.marketdataenterprises.com/tattoo-studios-tattoo-removal-services-growing-strongly/",
  },
  {
    id: "first-research-it-services-2024",
    publisher: "First Research (via Business Valuation Resources)",
    title: "Information Technology Services industry profile (NAICS 5415), February 2024",
    year: 2024,
    url: "https://data.bvresources.com/FRProfilesExcerptIndustry.asp?id=47&name=Information%20Technology%20Services",
  },
  {
    id: "verticaliq-rv-parks-campgrounds",
    publisher: "Vertical IQ",
    title: "RV Parks and Campgrounds: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/rv-parks-and-campgrounds",
  },
  {
    id: "verticaliq-pet-care-services",
    publisher: "Vertical IQ",
    title: "Pet Care Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/pet-care-services",
  },
  {
    id: "verticaliq-book-stores",
    publisher: "Vertical IQ",
    title: "Book Stores: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/book-stores/",
  },
  {
    id: "verticaliq-dental-laboratories",
    publisher: "Vertical IQ",
    title: "Dental Laboratories: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/dental-laboratories/",
  },
  {
    id: "verticaliq-pest-control-services",
    publisher: "Vertical IQ",
    title: "Pest Control Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/pest-control-services/",
  },
  {
    id: "verticaliq-employment-services",
    publisher: "Vertical IQ",
    title: "Employment Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/employment-services",
  },
  {
    id: "verticaliq-architectural-services",
    publisher: "Vertical IQ",
    title: "Architectural Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/architectural-services",
  },
  {
    id: "verticaliq-security-guards",
    publisher: "Vertical IQ",
    title: "Security Guards and Patrol Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/security-guards-and-patrol-services/",
  },
  {
    id: "verticaliq-janitorial-services",
    publisher: "Vertical IQ",
    title: "Janitorial Services: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/janitorial-services",
  },
  {
    id: "verticaliq-moving-companies",
    publisher: "Vertical IQ",
    title: "Moving Companies: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/moving-companies",
  },
  {
    id: "verticaliq-locksmiths",
    publisher: "Vertical IQ",
    title: "Locksmiths: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/locksmiths",
  },
  {
    id: "verticaliq-home-centers-hardware-stores",
    publisher: "Vertical IQ",
    title: "Home Centers & Hardware Stores: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/home-centers-hardware-stores/",
  },
  {
    id: "verticaliq-nurseries-garden-centers",
    publisher: "Vertical IQ",
    title: "Nurseries, Garden Centers & Farm Supply: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/nurseries-garden-centers-farm-supply",
  },
  {
    id: "verticaliq-marinas",
    publisher: "Vertical IQ",
    title: "Marinas: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/marinas/",
  },
  {
    id: "verticaliq-travel-agencies",
    publisher: "Vertical IQ",
    title: "Travel Agencies: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/travel-agencies",
  },
  {
    id: "verticaliq-insurance-agencies",
    publisher: "Vertical IQ",
    title: "Insurance Agencies & Brokerages: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/insurance-agencies-brokerages",
  },
  {
    id: "verticaliq-bed-and-breakfast-inns",
    publisher: "Vertical IQ",
    title: "Bed and Breakfast Inns: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/bed-and-breakfast-inns",
  },
  {
    id: "verticaliq-trucking-companies",
    publisher: "Vertical IQ",
    title: "Trucking Companies: industry profile excerpt",
    year: 2025,
    url: "https://verticaliq.com/product/trucking-companies",
  },
  {
    id: "verticaliq-advertising-pr-agencies",
    publisher: "Vertical IQ",
    title: "Advertising & PR Agencies: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/advertising-pr-agencies/",
  },
  {
    id: "verticaliq-commercial-brokers",
    publisher: "Vertical IQ",
    title: "Commercial Brokers & Property Managers: industry profile excerpt",
    year: 2024,
    url: "https://verticaliq.com/product/commercial-brokers-property-managers/",
  },
] as const satisfies readonly Source[];
