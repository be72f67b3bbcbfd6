/**
 * Buyer units counted in Canada, Australia, New Zealand, India, Japan, Singapore, Brazil, Mexico, South Africa, Kenya and Nigeria
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import { count, fromSource, type Source } from "../schema";
import type { UnitCount } from "./types";

export const WORLD_SOURCES = [
  {
    id: "icba-2025-canadian-construction-companies",
    publisher:
      "Independent Contractors and Businesses Association (ICBA), from Statistics Canada business counts",
    title: "ICBA Economics: A Closer Look at Canadian Construction Companies",
    year: 2025,
    url: "https://icba.ca/economics-blog/2025/08/25/icba-economics-a-closer-look-at-canadian-construction-companies",
  },
  {
    id: "ised-2019-cis-florists",
    publisher:
      "Innovation, Science and Economic Development Canada (Statistics Canada special tabulation)",
    title: "Canadian Industry Statistics: Fleuristes (NAICS 45311), établissements",
    year: 2019,
    url: "https://www.ic.gc.ca/app/scr/app/cis/businesses-entreprises/45311?lang=fre&wbdisable=true",
  },
  {
    id: "nz-moe-2016-number-of-schools",
    publisher: "New Zealand Ministry of Education (Education Counts)",
    title: "Number of Schools",
    year: 2016,
    url: "https://www.educationcounts.govt.nz/statistics/schooling/number-of-schools",
  },
  {
    id: "eurofarma-2021-dia-nacional-da-farmacia",
    publisher: "Eurofarma, from Conselho Federal de Farmácia figures",
    title: "5 de agosto: Dia Nacional da Farmácia",
    year: 2021,
    url: "https://eurofarma.com.br/artigos/5-de-agosto-dia-nacional-da-farmacia?from=pc&profile=consumidor",
  },
  {
    id: "localbodydata-2024-urban-local-bodies-india",
    publisher: "LocalBodyData.com, from the Local Government Directory of India",
    title: "Urban Local Bodies of India",
    year: 2024,
    url: "https://localbodydata.com/urban-local-bodies-of-india",
  },
  {
    id: "legalfundi-2023-categories-of-local-government",
    publisher: "LegalFundi (South African legal reference)",
    title: "Different categories of local government",
    year: 2023,
    url: "https://legalfundi.com/plm-subchapers/different-categories-of-local-government",
  },
  {
    id: "nnu-2020-local-governments-nigeria",
    publisher: "NNU.ng (Nigerian news site)",
    title: "How Many Local Government Do We Have in Nigeria",
    year: 2020,
    url: "https://nnu.ng/post/How-Many-Local-Government-Do-We-Have-in-Nigeria",
  },
] as const satisfies readonly Source[];

export const WORLD_COUNTS: readonly UnitCount[] = [
  // Canada
  {
    unit: "construction-contractors",
    country: "ca",
    figure: count(
      157835,
      2024,
      fromSource(
        "icba-2025-canadian-construction-companies",
        "Nationally, there were 157,835 construction businesses in 2024 – with “businesses” defined here as those with paid employees. Another 250,000 “non-employee” construction firms (i.e., one-person operations) are also part of the industry",
      ),
    ),
  },
  {
    unit: "florists",
    country: "ca",
    figure: count(
      1638,
      2019,
      fromSource(
        "ised-2019-cis-florists",
        "Pour cette industrie, 1 401 des établissements sont exploités en sans salariés/ indéterminés, tandis que 1 638 comptent un ou plusieurs salariés (For this industry, 1,401 establishments are non-employers or indeterminate, while 1,638 have one or more employees), 2019; the employer count is used, as for the US figure",
      ),
    ),
  },
  // New Zealand
  {
    unit: "k12-schools",
    country: "nz",
    figure: count(
      2529,
      2016,
      fromSource(
        "nz-moe-2016-number-of-schools",
        "At 1 July 2016, the number of state, state-integrated, private, and partnership schools in New Zealand was 2,529.",
      ),
    ),
  },
  // Brazil
  {
    unit: "pharmacies",
    country: "br",
    figure: count(
      89000,
      2020,
      fromSource(
        "eurofarma-2021-dia-nacional-da-farmacia",
        "as farmácias realizaram 910 milhões de atendimentos ... nas 89 mil farmácias existentes no Brasil (the pharmacies served 910 million times ... in the 89 thousand pharmacies in Brazil), citing Conselho Federal de Farmácia data for 2020",
      ),
    ),
  },
  // India
  {
    unit: "municipalities",
    country: "in",
    figure: count(
      4852,
      2024,
      fromSource(
        "localbodydata-2024-urban-local-bodies-india",
        "There are total 4852 Urban Local Bodies in India (268 municipal corporations, 1,874 municipalities, 2,458 town panchayats, 142 notified area councils, 60 cantonment boards and 185 other municipal councils); rural panchayats are not counted",
      ),
    ),
  },
  // South Africa
  {
    unit: "municipalities",
    country: "za",
    figure: count(
      257,
      2016,
      fromSource(
        "legalfundi-2023-categories-of-local-government",
        "South Africa has 257 metropolitan, district and local municipalities. This is made up of 8 metropolitan, 44 district and 205 local municipalities.",
      ),
    ),
  },
  // Nigeria
  {
    unit: "municipalities",
    country: "ng",
    figure: count(
      774,
      2020,
      fromSource(
        "nnu-2020-local-governments-nigeria",
        "Nigeria has 774 local government areas (LGAs). Each local government area is administered by a Local Government Council",
      ),
    ),
  },
];
