/**
 * Buyer units counted in Canada, Australia, New Zealand, India, Japan, Singapore, Brazil, Mexico, South Africa, Kenya and Nigeria
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import { count, estimate, fromSource, type Source } from "../schema";
import type { UnitCount } from "./types";

export const WORLD_SOURCES = [
  {
    id: "dbe-ecd-census-2021",
    publisher: "Department of Basic Education, as released by South African Official News (SAnews)",
    title: "ECD Census report released",
    year: 2022,
    url: "https://za.vlex.com/vid/ecd-census-report-released-905072754",
  },
  {
    id: "ibge-logistica-energia-2015-postos",
    publisher:
      "Instituto Brasileiro de Geografia e Estatística (Logística de Energia 2015), as reported by Sinpospetro Campinas",
    title: "Região Sudeste concentra maior número de postos de combustíveis do país",
    year: 2016,
    url: "https://www.sinpospetrocampinas.com.br/regiao-sudeste-concentra-maior-numero-no-postos-de-combustiveis-do-pais/",
  },
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
  {
    id: "zensiren-2018-jigyo-hokoku-h29",
    publisher:
      "全日本指定自動車教習所協会連合会 (Japan Federation of Designated Driving School Associations)",
    title: "平成29年度事業報告(要旨) (Business report for fiscal 2017, summary)",
    year: 2018,
    url: "https://www.zensiren.or.jp/overview/breport/breport2/",
  },
  {
    id: "chemt-2018-kyuyusho-su",
    publisher:
      "Chemical Daily (chem-t.com), from the Agency for Natural Resources and Energy (METI)",
    title:
      "全国給油所数 17年度末30,747店、720店減少 (Fuel stations at the end of fiscal 2017: 30,747)",
    year: 2018,
    url: "https://chem-t.com/cgi-bin/passFile/NCODE/50814",
  },
  {
    id: "mlit-2024-takken-gyosha-su",
    publisher:
      "Ministry of Land, Infrastructure, Transport and Tourism (MLIT), press release as reproduced by gov-base.info",
    title:
      "令和5年度宅地建物取引業法の施行状況調査結果について (Real estate brokerage act: state of enforcement, fiscal 2023)",
    year: 2024,
    url: "https://gov-base.info/2024/09/30/233394",
  },
  {
    id: "netdenjd-2023-seibi-hakusho",
    publisher:
      "Nikkan Jidosha Shimbun (netdenjd.com), from JASPA's Automobile Maintenance White Paper 2023",
    title:
      "2023年度版自動車整備白書 事業場数 (Automobile maintenance white paper 2023: number of workshops)",
    year: 2023,
    url: "https://www.netdenjd.com/articles/-/300837",
  },
  {
    id: "cao-2024-npo-ninsho-su",
    publisher: "Cabinet Office of Japan (NPO homepage)",
    title: "認証申請受理数・認証数(所轄庁別) (NPO corporations certified, by authority)",
    year: 2024,
    url: "https://www.npo-homepage.go.jp/about/toukei-info/ninshou-zyuri",
  },
  {
    id: "gyokaken-2021-supermarket-tenposu",
    publisher: "gyokaken.com, from the Supermarket Statistics Survey Office (j-sosm.jp)",
    title: "スーパーマーケット店舗数ランキング (Supermarket store counts)",
    year: 2021,
    url: "https://gyokaken.com/?p=328",
  },
  {
    id: "atribunamt-2019-censo-agro-2017",
    publisher: "A Tribuna (Mato Grosso), from IBGE's Censo Agropecuário 2017",
    title: "Censo Agropecuário: Brasil tem 5 milhões de estabelecimentos rurais",
    year: 2019,
    url: "https://www.atribunamt.com.br/2019/10/26/censo-agropecuario-brasil-tem-5-milhoes-de-estabelecimentos-rurais/",
  },
  {
    id: "propaganews-2023-censo-educacao-superior-2022",
    publisher: "Propaganews, from Agência Brasil and Inep's Censo da Educação Superior 2022",
    title: "Mais de 80% dos alunos de licenciatura estão em cursos a distância",
    year: 2023,
    url: "https://propaganews.com.br/noticia/3138/mais-de-80-dos-alunos-de-licenciatura-estao-em-cursos-a-distancia.html",
  },
  {
    id: "movimentoeconomico-2022-dia-mundial-do-pao",
    publisher:
      "Movimento Econômico, from the Associação Brasileira da Indústria de Panificação e Confeitaria (ABIP)",
    title: "Dia Mundial do Pão: padarias seguem um bom negócio",
    year: 2022,
    url: "https://movimentoeconomico.com.br/geral/redacao/2022/10/16/dia-mundial-do-pao-padarias-seguem-um-bom-negocio",
  },
  {
    id: "ipea-2025-mapa-oscs-2024",
    publisher: "Instituto de Pesquisa Econômica Aplicada (Ipea)",
    title: "Brasil possui mais de 897 mil organizações da sociedade civil ativas (Mapa das OSCs)",
    year: 2025,
    url: "https://www.ipea.gov.br/portal/categorias/45-todas-as-noticias/noticias/15591-brasil-possui-mais-de-897-mil-organizacoes-da-sociedade-civil-ativas",
  },
  {
    id: "livemint-2015-too-many-ngos",
    publisher: "Mint (livemint.com), from the CBI's affidavit to the Supreme Court of India",
    title: "Too many NGOs or too little classification",
    year: 2015,
    url: "https://www.livemint.com/Politics/lxq1rJaqruWeVbf2MWmbII/Too-many-NGOs-or-too-little-classification.html",
  },
  {
    id: "singstat-2021-child-care-centres",
    publisher: "Singapore Department of Statistics (SingStat Table Builder, from ECDA)",
    title: "Child Care Centres: number, capacity and enrolment (table 14612)",
    year: 2021,
    url: "https://www.tablebuilder.singstat.gov.sg/publicfacing/api/json/title/14612.json",
  },
  {
    id: "stb-2025-hotels",
    publisher: "Singapore Tourism Board",
    title: "Hotels: about the hotel industry",
    year: 2025,
    url: "https://stb.gov.sg/industries-experience-development/hotels",
  },
  {
    id: "medicareasia-2024-primary-healthcare-singapore",
    publisher: "Medicare Asia, from the Ministry of Health's description of primary care",
    title: "What You Need to Know About Primary Healthcare in Singapore",
    year: 2024,
    url: "https://www.medicare-asia.com/en/what-you-need-to-know-about-primary-healthcare-in-singapore/",
  },
  {
    id: "singstat-2013-food-beverage-services-2012",
    publisher: "Singapore Department of Statistics, as reproduced by finder-articles.com",
    title:
      "Services Survey Series: Food & Beverage Services 2012 (read at http://finder-articles.com/s/singstat.gov.sg1.html)",
    year: 2013,
  },
  {
    id: "miragenews-2024-nz-farm-numbers-2022",
    publisher:
      "Mirage News, republishing Stats NZ's environmental indicator from the Agricultural Production Statistics census",
    title: "Farm Numbers And Farm Size: Data To 2022",
    year: 2024,
    url: "https://miragenews.com/farm-numbers-and-farm-size-data-to-2022-1376430",
  },
  {
    id: "lgnz-2016-journalists-guide",
    publisher: "Local Government New Zealand (LGNZ), as reproduced by paperzz.com",
    title: "Journalists' guide to local government, 2016 edition",
    year: 2016,
    url: "https://paperzz.com/doc/8052613/journalists--guide-to-local-government",
  },
  {
    id: "von-2019-national-personnel-audit-2018",
    publisher:
      "Voice of Nigeria, from the Universal Basic Education Commission's 2018 National Personnel Audit",
    title: "Nigeria launches 2018 National Personnel Audit",
    year: 2019,
    url: "https://www.von.gov.ng/nigeria-launches-2018-national-personnel-audit/",
  },
  {
    id: "ita-2023-australia-death-care-market",
    publisher: "US International Trade Administration",
    title: "Australia Death Care Market (market intelligence)",
    year: 2023,
    url: "https://www.trade.gov/market-intelligence/australia-death-care-market",
  },
  {
    id: "coopdevelopment-2023-financial-services-mutuals",
    publisher:
      "Co-operative Development Services (Australian Co-operative Links), from COBA figures",
    title: "Financial Services Mutuals",
    year: 2023,
    url: "https://www.coopdevelopment.org.au/financelinks.html",
  },
  {
    id: "realpropertyfunds-2022-self-storage-sector",
    publisher: "Real Property Funds (self-storage fund manager)",
    title: "Self-storage Industry",
    year: 2022,
    url: "https://realpropertyfunds.com/self-storage-sector/",
  },
  {
    id: "ciaa-2021-regional-visitor-economies",
    publisher: "Caravan Industry Association of Australia",
    title: "Regional Visitor Economies: policy and advocacy",
    year: 2021,
    url: "https://www.caravanindustry.com.au/policy-and-advocacy/caravan-park-regional-visitor-economies-policy-advocacy-stream/page/4",
  },
  {
    id: "afmedios-2023-censo-agropecuario-2022",
    publisher: "AF Medios, from INEGI's Censo Agropecuario 2022 (resultados oportunos)",
    title:
      "Altos costos de insumos y servicios, además de factores climáticos, los problemas más recurrentes en el campo mexicano: INEGI",
    year: 2023,
    url: "https://afmedios.com/altos-costos-de-insumos-y-servicios-ademas-de-factores-climaticos-los-problemas-mas-recurrentes-en-el-campo-mexicano-inegi",
  },
  {
    id: "alianzaautomotriz-2020-talleres-cnt",
    publisher:
      "Alianza Automotriz, from the Confederación Nacional de Talleres de Servicio Automotriz y Similares (CNT)",
    title: "Crecen talleres de reparación automotriz e informalidad",
    year: 2020,
    url: "https://alianzaautomotriz.com/?p=53761",
  },
  {
    id: "diabetescanada-2020-backgrounder",
    publisher: "Diabetes Canada, as reproduced by docslib.org",
    title: "Diabetes in Canada: Backgrounder (February 2020)",
    year: 2020,
    url: "https://docslib.org/doc/10388363/diabetes-in-canada-backgrounder",
  },
  {
    id: "japantimes-2017-mhlw-diabetes-10-million",
    publisher:
      "The Japan Times, from the Ministry of Health, Labour and Welfare's 2016 National Health and Nutrition Survey",
    title: "Diabetes continues upward trend in Japan, with 10 million suspected adult cases",
    year: 2017,
    url: "https://www.japantimes.co.jp/news/2017/09/21/national/science-health/diabetes-continues-trend-japan-10-million-suspected-adult-cases/",
  },
  {
    id: "medicalbrief-2021-idf-atlas-south-africa",
    publisher:
      "Medical Brief (South Africa), from the International Diabetes Federation's Diabetes Atlas, 10th edition",
    title: "10th edition of IDF Diabetes Atlas: One in nine SA adults living with diabetes",
    year: 2021,
    url: "https://www.medicalbrief.co.za/10th-edition-of-idf-diabetes-atlas-one-in-nine-sa-adults-living-with-diabetes/",
  },
  {
    id: "observatorioaps-2024-prevalencia-diabetes-brasil",
    publisher:
      "Observatório da APS, from the International Diabetes Federation's Diabetes Atlas 2021",
    title: "Prevalência de diabetes no Brasil",
    year: 2024,
    url: "https://biblioteca.observatoriodaaps.com.br/blog/prevalencia-de-diabetes-no-brasil/",
  },
  {
    id: "spm-2018-prevalencia-diabetes-diagnostico-previo",
    publisher: "Salud Pública de México (Instituto Nacional de Salud Pública)",
    title: "Prevalencia de diabetes por diagnóstico médico previo en México",
    year: 2018,
    url: "https://scielo.org.mx/scielo.php?pid=S0036-36342018000300003&script=sci_arttext",
  },
  {
    id: "devolution-2024-county-information",
    publisher: "Kenya State Department for Devolution",
    title: "County Information: background to counties",
    year: 2024,
    url: "https://www.devolution.go.ke/county-information",
  },
  {
    id: "fraser-2016-independent-schools-canada",
    publisher: "Fraser Institute, as reproduced by paperzz.com",
    title: "A Diverse Landscape: Independent Schools in Canada (June 2016)",
    year: 2016,
    url: "https://paperzz.com/doc/8788059/a-diverse-landscape--independent-schools-in-canada",
  },
  {
    id: "cbhi-2018-national-health-profile-infrastructure",
    publisher:
      "Central Bureau of Health Intelligence, Ministry of Health and Family Welfare (India)",
    title: "National Health Profile 2018: Health Infrastructure, highlights",
    year: 2018,
    url: "https://cbhidghs.mohfw.gov.in/Ebook/National%20Health%20Profile-2018%20(e-Book)/files/assets/basic-html/page-277.html",
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
  // Japan
  {
    unit: "driving-schools",
    country: "jp",
    figure: count(
      1279,
      2017,
      fromSource(
        "zensiren-2018-jigyo-hokoku-h29",
        "平成29年12月末現在、全指連会員の教習所数は1,279所 (At the end of December 2017 the federation's member driving schools numbered 1,279); designated schools, which train about 97% of new licence holders",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "za",
    figure: count(
      42420,
      2021,
      fromSource(
        "dbe-ecd-census-2021",
        "According to data collected starting in August 2021, 42 420 Early Learning Programmes (ELPs) were counted that collectively had 1 660 316 children enrolled (registered and unregistered crèches, pre-schools, day mothers and playgroups; Grade R is not counted)",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "br",
    figure: count(
      39763,
      2015,
      fromSource(
        "ibge-logistica-energia-2015-postos",
        "O documento aponta um total de 39.763 pontos de revendas no país (39,763 fuel retail sites in Brazil in IBGE's Logística de Energia 2015)",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "jp",
    figure: count(
      30747,
      2018,
      fromSource(
        "chemt-2018-kyuyusho-su",
        "給油所(SS)数は30,747給油所で16年度末に比べて720給油所(2.297%)の減少となった (Fuel stations numbered 30,747 at the end of fiscal 2017, March 2018, 720 fewer than a year earlier)",
      ),
    ),
  },
  {
    unit: "real-estate-agencies",
    country: "jp",
    figure: count(
      130583,
      2024,
      fromSource(
        "mlit-2024-takken-gyosha-su",
        "令和5年度末(令和6年3月末)現在の宅地建物取引業者数は、130,583 業者(大臣免許が3,047業者、知事免許が127,536 業者) (At the end of fiscal 2023, March 2024, there were 130,583 licensed real estate brokerages)",
      ),
    ),
  },
  {
    unit: "colleges",
    country: "jp",
    figure: count(
      1110,
      2023,
      estimate(
        "MEXT School Basic Survey 2023 as reported by ReseMom (https://reseed.resemom.jp/article/2023/11/02/7551.html): '2023年度の大学数は、前年度比3校増の810校で過去最多となった。一方、短大数は300校' (810 universities and 300 junior colleges); 810 + 300 = 1,110 degree-granting institutions, as the US count includes two-year colleges.",
      ),
    ),
  },
  {
    unit: "auto-repair-shops",
    country: "jp",
    figure: count(
      91849,
      2023,
      fromSource(
        "netdenjd-2023-seibi-hakusho",
        "23年6月末の事業場数は前年比0.2%増の9万1849事業場だった (At the end of June 2023 there were 91,849 certified vehicle maintenance workshops, up 0.2%)",
      ),
    ),
  },
  {
    unit: "nonprofits",
    country: "jp",
    figure: count(
      49611,
      2024,
      fromSource(
        "cao-2024-npo-ninsho-su",
        "特定非営利活動法人の認証数等(2024年10月31日現在 49,611法人) (Certified specified nonprofit corporations at 31 October 2024: 49,611); NPO corporations only, without general or public-interest associations and foundations or social welfare corporations",
      ),
    ),
  },
  {
    unit: "grocery-stores",
    country: "jp",
    figure: count(
      22703,
      2020,
      fromSource(
        "gyokaken-2021-supermarket-tenposu",
        "統計・データで見るスーパーマーケット(j-sosm.jp)によれば22,703店舗 (According to the supermarket statistics office there are 22,703 supermarkets); stores run by companies and cooperatives, convenience stores and sole-trader shops excluded",
      ),
    ),
  },
  // Brazil
  {
    unit: "farms",
    country: "br",
    figure: count(
      5073324,
      2017,
      fromSource(
        "atribunamt-2019-censo-agro-2017",
        "o Brasil tem um total de 5.073.324 estabelecimentos agropecuários, que ocupam uma área total de 351,289 milhões de ha (Brazil has 5,073,324 agricultural establishments), Censo Agropecuário 2017 final results",
      ),
    ),
  },
  {
    unit: "colleges",
    country: "br",
    figure: count(
      2595,
      2022,
      fromSource(
        "propaganews-2023-censo-educacao-superior-2022",
        "O Brasil registrou 2.595 instituições de educação superior, em 2022, sendo 1.449 instituições privadas com fins lucrativos, 834 privadas sem fins lucrativos, 133 estaduais, 120 federais e 59 municipais (Brazil had 2,595 higher education institutions in 2022)",
      ),
    ),
  },
  {
    unit: "bakeries",
    country: "br",
    figure: count(
      70000,
      2022,
      fromSource(
        "movimentoeconomico-2022-dia-mundial-do-pao",
        "De acordo com a Associação Brasileira da Indústria de Panificação e Confeitaria (ABIP), existem mais de 70 mil padarias espalhadas pelo Brasil (According to ABIP there are more than 70 thousand bakeries in Brazil); Sebrae's count of registered bakery businesses, most of them sole traders (MEIs), is far higher",
      ),
    ),
  },
  {
    unit: "nonprofits",
    country: "br",
    figure: count(
      897054,
      2024,
      fromSource(
        "ipea-2025-mapa-oscs-2024",
        "O Brasil registrou pelo menos 897.054 organizações da sociedade civil ativas em 2024 (Brazil had at least 897,054 active civil society organisations in 2024); 79% private associations, about 30% religious organisations",
      ),
    ),
  },
  // India
  {
    unit: "nonprofits",
    country: "in",
    figure: count(
      3100000,
      2015,
      fromSource(
        "livemint-2015-too-many-ngos",
        "The Central Bureau of Investigation (CBI) has said that there are close to 3.1 million non-governmental organisations (NGOs) across 26 states in India; societies only (trusts and section 8 companies not counted), three states missing",
      ),
    ),
  },
  {
    unit: "car-dealerships",
    country: "in",
    figure: count(
      6250,
      2019,
      estimate(
        "Federation of Automobile Dealers Associations (FADA) president, interviewed by Automotive Lead (February 2019, https://automotiveleadnews.com/2019/02/09/fada-projects-30-jump-in-dealerships-in-5-years/): 'the country currently has around 15,000 dealers owning around 25,000 dealerships ... The two wheeler dealerships accounts for 65% in the total followed by passenger vehicles 25% while the remaining 10% comes from the commercial vehicles'. Passenger-vehicle dealerships: 0.25 × 25,000 ≈ 6,250.",
      ),
    ),
  },
  // Singapore
  {
    unit: "child-care-centers",
    country: "sg",
    figure: count(
      1551,
      2020,
      fromSource(
        "singstat-2021-child-care-centres",
        '{"year":"2020","level_1":"Number Of Child Care Centres","value":"1551"}: 1,551 licensed child care centres in 2020 (kindergartens counted separately)',
      ),
    ),
  },
  {
    unit: "hotels",
    country: "sg",
    figure: count(
      450,
      2025,
      fromSource(
        "stb-2025-hotels",
        "With over 450 properties comprising more than 73,000 rooms, the dynamic industry is characterised by diverse hospitality offerings",
      ),
    ),
  },
  {
    unit: "physician-practices",
    country: "sg",
    figure: count(
      1800,
      2024,
      fromSource(
        "medicareasia-2024-primary-healthcare-singapore",
        "In Singapore, primary care is provided through an island-wide network of outpatient polyclinics and clinics run by private general practitioners (GPs). There are currently 23 polyclinics and about 1,800 GP clinics.",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "sg",
    figure: count(
      6668,
      2012,
      fromSource(
        "singstat-2013-food-beverage-services-2012",
        "Table 1: Key Indicators of Food & Beverage Services, Establishments (No.) 6,464 (2011), 6,668 (2012); 'In 2012, there were about 6,700 establishments in the food & beverage (F&B) services' (restaurants, fast food outlets, caterers and other F&B services; hawker stalls not counted)",
      ),
    ),
  },
  // New Zealand
  {
    unit: "farms",
    country: "nz",
    figure: count(
      47250,
      2022,
      fromSource(
        "miragenews-2024-nz-farm-numbers-2022",
        "The total number of farms decreased steadily from 70,336 to 47,250 farms (33 percent)",
      ),
    ),
  },
  {
    unit: "municipalities",
    country: "nz",
    figure: count(
      67,
      2016,
      fromSource(
        "lgnz-2016-journalists-guide",
        "There are two types of local authority, territorial authorities and regional councils. There are 67 territorial authorities made up of 13 city councils and 54 district councils.",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "ng",
    figure: count(
      113450,
      2018,
      fromSource(
        "von-2019-national-personnel-audit-2018",
        "The report made known that a total number of 113,450 Primary schools presently exist across the country (public and private, 2018 National Personnel Audit); junior and senior secondary schools are not in this count",
      ),
    ),
  },
  // Kenya
  {
    unit: "credit-unions",
    country: "ke",
    figure: count(
      2210,
      2013,
      estimate(
        "SoftKenya, 'Saccos in Kenya' (http://softkenya.com/sacco/), from the Commissioner for Cooperative Development and SASRA: 'By December 2013 there were over 6,000 registered non-deposit taking Saccos in Kenya, 1,995 of which were active' and 'By close of 2013, there were 215 deposit taking Saccos'. Active SACCOs: 1,995 + 215 = 2,210 (registered, active or not: over 6,200).",
      ),
    ),
  },
  // Australia
  {
    unit: "funeral-homes",
    country: "au",
    figure: count(
      900,
      2023,
      fromSource(
        "ita-2023-australia-death-care-market",
        "Across Australia there are about 900 funeral director businesses that have traditionally been small family-owned businesses (InvoCare, the largest group, holds an estimated 35% market share)",
      ),
    ),
  },
  {
    unit: "credit-unions",
    country: "au",
    figure: count(
      66,
      2021,
      fromSource(
        "coopdevelopment-2023-financial-services-mutuals",
        "As of July 2021, there were 66 customer owned banking institutions in Australia, with $122 billion in deposits and assets in excess of $153 billion, serving over 4 million customers (credit unions, mutual banks and building societies)",
      ),
    ),
  },
  {
    unit: "self-storage-facilities",
    country: "au",
    figure: count(
      1000,
      2022,
      fromSource(
        "realpropertyfunds-2022-self-storage-sector",
        "Self-storage centres emerged in Australia in the late 1970s ... Today, there are more than 1,000 self-storage centres in Australia.",
      ),
    ),
  },
  {
    unit: "campsites",
    country: "au",
    figure: count(
      2500,
      2021,
      fromSource(
        "ciaa-2021-regional-visitor-economies",
        "Largely focused in regional Australia, where visitor expenditure in 2500 caravan parks supports myriads of additional businesses external to the immediate caravan industry.",
      ),
    ),
  },
  // Canada
  {
    unit: "community-hospitals",
    country: "ca",
    figure: count(
      740,
      2021,
      estimate(
        "OECD, as reported by Trading Economics (https://tradingeconomics.com/canada/hospital): 'Hospitals in Canada remained unchanged at 18.46 per one million people in 2021'. × Canada's population of about 40.1 million (Statistics Canada, 1 July 2023, the knowledge base's population figure) ≈ 740 hospitals of all kinds.",
      ),
    ),
  },
  // Mexico
  {
    unit: "farms",
    country: "mx",
    figure: count(
      4440265,
      2022,
      fromSource(
        "afmedios-2023-censo-agropecuario-2022",
        "en 2022, en el país había 5 005 770 unidades de producción agropecuaria ... 4 440 265 fueron unidades de producción activas (in 2022 there were 5,005,770 agricultural production units, of which 4,440,265 active); the active units are used",
      ),
    ),
  },
  {
    unit: "auto-repair-shops",
    country: "mx",
    figure: count(
      280952,
      2020,
      fromSource(
        "alianzaautomotriz-2020-talleres-cnt",
        "La Confederación Nacional de Talleres de Servicio Automotriz y Similares (CNT), reportó que de enero a agosto del presente año, el número de talleres de reparación vehicular sumó 280 mil 952 negocios (the number of vehicle repair workshops reached 280,952 businesses, 2020)",
      ),
    ),
  },
  // People with diabetes
  {
    unit: "people-with-diabetes",
    country: "ca",
    figure: count(
      3772000,
      2020,
      fromSource(
        "diabetescanada-2020-backgrounder",
        "Estimated Prevalence and Cost of Diabetes, 2020: Diabetes (type 1 and type 2 diagnosed) 3,772,000 / 10%; with undiagnosed type 2 and prediabetes, 11,232,000. Diagnosed cases only (the US figure includes the undiagnosed)",
      ),
    ),
  },
  {
    unit: "people-with-diabetes",
    country: "jp",
    figure: count(
      10000000,
      2016,
      fromSource(
        "japantimes-2017-mhlw-diabetes-10-million",
        "About 10 million adults in Japan are strongly suspected of having diabetes, a 2016 survey by the health ministry showed",
      ),
    ),
  },
  {
    unit: "people-with-diabetes",
    country: "za",
    figure: count(
      4200000,
      2021,
      fromSource(
        "medicalbrief-2021-idf-atlas-south-africa",
        "These findings from the 10th Edition of the IDF Diabetes Atlas ... report that 4.2m adults in South Africa are living with diabetes: – one in nine adults. ... Just under half (45,4%) of people living with diabetes in South Africa are undiagnosed.",
      ),
    ),
  },
  {
    unit: "people-with-diabetes",
    country: "br",
    figure: count(
      15700000,
      2021,
      fromSource(
        "observatorioaps-2024-prevalencia-diabetes-brasil",
        "O país ocupa a 6ª posição global em número total de casos, de acordo com o Atlas do Diabetes 2021 ... #6 – Brasil – 15,7 milhões de casos (Brazil ranks sixth with 15.7 million cases, adults 20-79, IDF Diabetes Atlas 2021)",
      ),
    ),
  },
  {
    unit: "people-with-diabetes",
    country: "mx",
    figure: count(
      6400000,
      2012,
      fromSource(
        "spm-2018-prevalencia-diabetes-diagnostico-previo",
        "9.2% en la Ensanut 2012. Esta última prevalencia representa a poco más de 6.4 millones de personas que se sabían afectadas por la enfermedad en México en 2012 (a little over 6.4 million people knew they had diabetes); diagnosed cases only, the total prevalence in 2016 was 13.7% of adults",
      ),
    ),
  },
  {
    unit: "municipalities",
    country: "ke",
    figure: count(
      47,
      2013,
      fromSource(
        "devolution-2024-county-information",
        "Article 6 of the Constitution establishes 47 counties as the units of devolved government (county governments in office since the 2013 elections)",
      ),
    ),
  },
  {
    unit: "community-hospitals",
    country: "ke",
    figure: count(
      921,
      2021,
      estimate(
        "Kenya National Bureau of Statistics, Economic Survey 2022, as reported by mhwwb.org (https://mhwwb.org/health-facility-numbers-fall-on-covid-state-crackdown/): 'Hospitals, which are tier four, five and six, accounted for 6.5% of total facilities. Tier four and tier six hospitals increased to 895 and 20 respectively, while tier five remained constant at six'. Hospitals: 895 + 6 + 20 = 921 (public, faith-based and private).",
      ),
    ),
  },
  {
    unit: "private-schools",
    country: "ca",
    figure: count(
      1935,
      2014,
      fromSource(
        "fraser-2016-independent-schools-canada",
        "In 2013/14, Canada's ten provinces were home to 1,935 independent schools. They enrolled 368,717 students from Kindergarten to Grade 12, equivalent to 6.8 percent of total enrolments",
      ),
    ),
  },
  {
    unit: "community-hospitals",
    country: "in",
    figure: count(
      23582,
      2018,
      fromSource(
        "cbhi-2018-national-health-profile-infrastructure",
        "There are 23,582 hospitals having 7,10,761 beds in the country. 19,810 hospitals are in rural area with 2,79,588 beds and 3,772 hospital are in Urban area with 43,1,173 beds (government hospitals, community health centres included; private hospitals are not in this count)",
      ),
    ),
  },
  {
    unit: "colleges",
    country: "au",
    figure: count(
      173,
      2015,
      estimate(
        "AACSB country profile for Australia (https://www.aacsb.edu/country-and-territory-profiles/australia/institution-types), from TEQSA's National Register of Higher Education Providers, May 2015: 'Universities (Total 43); 40 Australian; 2 international; 1 private speciality' and 'Non-Universities (Total 130)'. Degree-granting providers, as the US count: 43 + 130 = 173 (universities alone: 43).",
      ),
    ),
  },
];
