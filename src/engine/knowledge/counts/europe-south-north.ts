/**
 * Buyer units counted in France, Spain, Italy, Portugal, Poland, Sweden, Norway and Denmark
 * (issue 23): each count read on the page its source names, or an estimate whose method shows
 * the arithmetic from published figures.
 */
import { count, estimate, fromSource, type Source } from "../schema";
import type { UnitCount } from "./types";

export const EUROPE_SOUTH_NORTH_SOURCES = [
  {
    id: "dentaire365-2021-laboratoires-prothese",
    publisher:
      "Union nationale patronale des prothésistes dentaires (UNPPD), as reported by Dentaire365",
    title:
      "Lancement de l'appellation « Je choisis le sourire Made in France » (the dental technicians' quality label, November 2021)",
    year: 2021,
    url: "https://dentaire365.fr/actualites/pour-soutenir-le-savoir-faire-de-leur-filiere-les-prothesistes-francais-lancent-une-appellation-de-qualite",
  },
  {
    id: "opticiensparconviction-2020-marche-optique",
    publisher: "Opticiens par conviction",
    title: "Le marché des lunettes et de l'optique en France (figures for 2020)",
    year: 2021,
    url: "https://www.opticiensparconviction.fr/le-marche-des-lunettes-et-de-l-optique-en-france",
  },
  {
    id: "recherches-solidarites-2018-france-associative",
    publisher: "Recherches & Solidarités, as reported by the Observatoire de la société française",
    title:
      "Les associations en France (from « La France associative en mouvement », 16th edition, September 2018)",
    year: 2018,
    url: "https://www.observationsociete.fr/modes-de-vie/les-associations-en-france.html",
  },
  {
    id: "gus-2025-teryt-gminy",
    publisher: "Główny Urząd Statystyczny (GUS), TERYT register",
    title:
      "TERC – ciekawostki: the official list of territorial units in force from 1 January 2025",
    year: 2025,
    url: "https://eteryt.stat.gov.pl/eTeryt",
  },
  {
    id: "skl-2018-kommuner-landsting",
    publisher: "Sveriges Kommuner och Landsting (SKL, now SKR)",
    title: "Fakta om kommuner, landsting och regioner (published 9 October 2018)",
    year: 2018,
    url: "https://skl.se/tjanster/kommunerlandsting/faktakommunerochlandsting.432.html",
  },
  {
    id: "snl-2024-kommune",
    publisher: "Store norske leksikon",
    title: "Kommune",
    year: 2024,
    url: "https://snl.no/kommune",
  },
  {
    id: "kl-2017-om-kl",
    publisher: "KL (Kommunernes Landsforening, Local Government Denmark)",
    title:
      "Om KL: KL er en privat interesse- og medlemsorganisation for alle 98 kommuner i Danmark",
    year: 2017,
    url: "https://www.kl.dk/Om-KL/",
  },
  {
    id: "gus-2022-apteki-punkty-apteczne",
    publisher: "Główny Urząd Statystyczny (GUS), as reported by Farmacja Praktyczna",
    title: "GUS: Apteki i punkty apteczne w 2022 r.",
    year: 2023,
    url: "https://farmacjapraktyczna.pl/gus-apteki-i-punkty-apteczne-w-2022-r/",
  },
  {
    id: "apoteksforeningen-2020-branschrapport",
    publisher: "Sveriges Apoteksförening",
    title: "Branschrapport 2020 (the pharmacy sector in 2019)",
    year: 2020,
    url: "https://sverigesapoteksforening.se/branschrapport-2020/",
  },
  {
    id: "apotekforeningen-2024-apotek",
    publisher: "Apotekforeningen (Norwegian Pharmacy Association)",
    title: "Apotekstatistikk: apotek (1 050 apotek per 1. juli 2024)",
    year: 2024,
    url: "https://www.apotek.no/statistikk/apotekstatistikk/apotek",
  },
  {
    id: "denstoredanske-2016-apotek",
    publisher: "Den Store Danske (lex.dk)",
    title: "Apotek",
    year: 2016,
    url: "https://denstoredanske.lex.dk/apotek",
  },
  {
    id: "dn-2019-farmacias-pordata",
    publisher: "Pordata, as reported by Diário de Notícias",
    title:
      "Há mais farmácias em Portugal desde o início do milénio. Lisboa e Porto são exceção (27 September 2019)",
    year: 2019,
    url: "https://www.dn.pt/edicao-do-dia/27-set-2019/interior/ha-mais-farmacias-em-portugal-desde-o-inicio-do-milenio-lisboa-e-porto-sao-excecao-11342447.html",
  },
  {
    id: "gus-2020-psr-gospodarstwa",
    publisher: "Główny Urząd Statystyczny (GUS), Powszechny Spis Rolny 2020, as reported by ONGEO",
    title: "Znamy wyniki Powszechnego Spisu Rolnego 2020 (9 November 2022)",
    year: 2022,
    url: "https://blog.ongeo.pl/wyniki-powszechnego-spisu-rolnego-2020",
  },
  {
    id: "jordbruksverket-2024-sammanstallning",
    publisher: "Jordbruksverket (Swedish Board of Agriculture)",
    title: "Jordbruksstatistisk sammanställning 2024 (published 12 August 2024)",
    year: 2024,
    url: "https://jordbruksverket.se/om-jordbruksverket/jordbruksverkets-officiella-statistik/jordbruksverkets-statistikrapporter/statistik/2024-08-12-jordbruksstatistisk---sammanstallning-2024",
  },
  {
    id: "ssb-2025-gardsbruk",
    publisher: "Statistisk sentralbyrå (SSB)",
    title: "Gardsbruk, jordbruksareal og husdyr (updated 20 February 2025)",
    year: 2025,
    url: "https://ssb.no/jord-skog-jakt-og-fiskeri/jordbruk/statistikk/gardsbruk-jordbruksareal-og-husdyr",
  },
  {
    id: "dst-2020-jordbrugsbedrifter",
    publisher: "Danmarks Statistik, as published by NP Investor",
    title: "70 pct færre jordbrugsbedrifter på 40 år (26 March 2020)",
    year: 2020,
    url: "https://npinvestor.dk/nyheder/70-pct-f%C3%A6rre-jordbrugsbedrifter-p%C3%A5-40-%C3%A5r?page=1",
  },

  {
    id: "gus-2023-oswiata-wychowanie-2022-2023",
    publisher: "Główny Urząd Statystyczny (GUS), as reported by Głos Nauczycielski",
    title: "Oświata w liczbach wg GUS (from « Oświata i wychowanie w roku szkolnym 2022/2023 »)",
    year: 2023,
    url: "https://glos.pl/szkoly-w-liczbach",
  },
  {
    id: "udir-2023-fakta-om-grunnskolen",
    publisher: "Utdanningsdirektoratet (Udir), from the Grunnskolens Informasjonssystem (GSI)",
    title: "Fakta om grunnskolen 2023–2024",
    year: 2023,
    url: "https://www.udir.no/tall-og-forskning/statistikk/statistikk-grunnskole/analyser/2023/fakta-om-grunnskolen-20232024/fakta-om-grunnskolen/",
  },
  {
    id: "istat-2019-istituzioni-non-profit",
    publisher:
      "ISTAT (Registro statistico delle istituzioni non profit), as reported by The Story Square",
    title: "Istat, al via la rilevazione sulle istituzioni non profit (5 September 2022)",
    year: 2022,
    url: "https://thestorysquare.com/2022/09/05/istat-nonprofit",
  },
  {
    id: "istat-2022-nidi-prima-infanzia",
    publisher: "ISTAT, as republished by Agenparl",
    title:
      "Offerta di nidi e servizi integrativi per la prima infanzia, anno educativo 2020/2021 (21 October 2022)",
    year: 2022,
    url: "https://agenparl.eu/2022/10/21/da-istat-nidi-e-servizi-educativi-per-la-prima-infanzia_anno-2020-2021",
  },
  {
    id: "italiabilanci-2022-automotive-dealer-report",
    publisher: "Italia Bilanci (Automotive Dealer Report 2022), as reported by Assinews",
    title: "Concessionari auto: in dieci anni il numero si è ridotto del 45%",
    year: 2022,
    url: "https://assinews.it/?p=660094581",
  },
  {
    id: "fedao-2022-libro-blanco-vision",
    publisher: "FEDAO (Libro Blanco de la Visión), as reported by IM Ópticas",
    title:
      "El sector óptico consolida su despegue en Galicia, Asturias y Cantabria (17 October 2023)",
    year: 2023,
    url: "https://imopticas.es/noticia/3551/el-sector-optico-consolida-su-despegue-en-galicia-asturias-y-cantabr.html",
  },
  {
    id: "propulse-2023-plomberie-chauffage",
    publisher: "Propulse by CA (Crédit Agricole), from INSEE company counts",
    title: "Étude de marché du plombier-chauffagiste",
    year: 2023,
    url: "https://propulsebyca.fr/idees-business/travaux-plomberie/etude-marche-plomberie",
  },
  {
    id: "skolverket-2024-forskola-hosten-2023",
    publisher: "Skolverket (Swedish National Agency for Education)",
    title: "Statistik över barn och personal i förskola hösten 2023 (published 16 April 2024)",
    year: 2024,
    url: "https://www.skolverket.se/skolutveckling/statistik/fler-statistiknyheter/statistik/2024-04-16-statistik-over-barn-och-personal-i-forskola-hosten-2023",
  },
  {
    id: "faib-2023-distributori-carburante",
    publisher: "Faib Confesercenti, as reported by ANSA",
    title: "In Italia 22.600 distributori, record in Europa (27 September 2023)",
    year: 2023,
    url: "https://www.ansa.it/sito/notizie/economia/2023/09/27/in-italia-22.600-distributori-record-in-europa_b0119001-56c9-4650-b255-d6a2614b1f44.html",
  },
  {
    id: "fiavet-2024-agenzie-di-viaggio",
    publisher:
      "Fiavet (Focus sul settore delle agenzie di viaggio italiane), as reported by TTG Italia",
    title: "Agenzie di viaggi in Italia, la fotografia del settore (December 2024)",
    year: 2024,
    url: "https://www.ttgitalia.com/agenzie-viaggi/agenzie-di-viaggi-in-italia-la-fotografia-del-settore-MK22394080",
  },
  {
    id: "federottica-2012-censimento-ottici",
    publisher: "Federottica (Ottica Italiana, with Marketing & Telematica)",
    title: "Il censimento 2012 degli ottici italiani",
    year: 2012,
    url: "https://www.federottica.org/leggi.php?idcontenuti=454",
  },
  {
    id: "cnmc-2025-estaciones-de-servicio",
    publisher:
      "Comisión Nacional de los Mercados y la Competencia (CNMC), as reported by EFE in Infobae",
    title:
      "España alcanza las 12.685 gasolineras con las estaciones independientes en auge (1 August 2025)",
    year: 2025,
    url: "https://www.infobae.com/espana/agencias/2025/08/01/espana-alcanza-las-12685-gasolineras-con-las-estaciones-independientes-en-auge",
  },
  {
    id: "miciu-2025-universidades",
    publisher: "Ministerio de Ciencia, Innovación y Universidades, as reported by EFE in Infobae",
    title:
      "La universidad española: 96 públicas, 46 privadas, 142.000 docentes y récord de alumnado (15 December 2025)",
    year: 2025,
    url: "https://www.infobae.com/espana/agencias/2025/12/15/la-universidad-espanola-96-publicas-46-privadas-142000-docentes-y-record-de-alumnado/",
  },
  {
    id: "cronicaeconomica-2024-estaciones-iberia",
    publisher: "Crónica Económica (Iberian fuel-retail sector study)",
    title: "Estaciones de servicio en el mercado ibérico, 2023",
    year: 2024,
    url: "https://cronicaeconomica.com/?p=49218",
  },
  {
    id: "dgeec-2024-estabelecimentos-ensino",
    publisher: "Direção-Geral de Estatísticas da Educação e Ciência (DGEEC)",
    title:
      "Estatísticas da Educação 2023/2024: ensino não superior, estabelecimentos de ensino por natureza e tipologia",
    year: 2024,
    url: "https://estatisticas-educacao.dgeec.medu.pt/eef/2024/ensino_nao_superior/caracterizacao_geral/estabelecimentos.asp",
  },
  {
    id: "wikipedia-pt-municipios-2022",
    publisher: "Wikipédia (Lista de municípios de Portugal)",
    title: "Lista de municípios de Portugal",
    year: 2022,
    url: "https://pt.wikipedia.org/wiki/Lista_de_munic%C3%ADpios_de_Portugal",
  },
  {
    id: "impic-2023-mediacao-imobiliaria",
    publisher:
      "Instituto dos Mercados Públicos, do Imobiliário e da Construção (IMPIC), as reported by ECO",
    title: "Número de imobiliárias mais que triplicou nos últimos dez anos (17 January 2024)",
    year: 2024,
    url: "https://eco.sapo.pt/2024/01/17/numero-de-imobiliarias-mais-que-triplicou-nos-ultimos-dez-anos/",
  },
  {
    id: "gus-2015-obiekty-noclegowe",
    publisher: "Główny Urząd Statystyczny (GUS), as reported by Newsbook",
    title: "Gdzie śpią turyści w Polsce? (29 March 2016; GUS figures for 31 July 2015)",
    year: 2016,
    url: "https://newsbook.pl/2016/03/29/gdzie-spia-turysci-w-polsce/",
  },
  {
    id: "gus-2023-stacje-paliw",
    publisher:
      "Główny Urząd Statystyczny (GUS, « Rynek wewnętrzny w 2023 r. »), as reported by ISBnews on inwestycje.pl",
    title: "Liczba stacji paliw wzrosła o 4,6% r/r do 8 539 na koniec 2023",
    year: 2024,
    url: "https://inwestycje.pl/gospodarka/liczba-stacji-paliw-wzrosla-o-46-r-r-do-8-539-na-koniec-2023",
  },
  {
    id: "tlv-2023-tandvardsmarknaden",
    publisher: "Tandvårds- och läkemedelsförmånsverket (TLV)",
    title: "Tandvårdsmarknaden i Sverige",
    year: 2023,
    url: "https://www.tlv.se/tandvard/tandvardsmarknaden.html",
  },
  {
    id: "mitma-2026-empresas-transporte-mercancias",
    publisher:
      "Ministerio de Transportes y Movilidad Sostenible (Registro de Empresas y Actividades de Transporte), as reported by Cadena de Suministro",
    title:
      "En 2025 han desaparecido 3.600 empresas de transporte de mercancías por carretera (January 2026)",
    year: 2026,
    url: "https://www.cadenadesuministro.es/transporte-carretera/en-2025-han-desaparecido-3600-empresas-transporte-mercancias-por-carretera_1513325_102.html",
  },
  {
    id: "cegal-2022-mapa-librerias",
    publisher:
      "Confederación Española de Gremios y Asociaciones de Libreros (CEGAL), Mapa de Librerías 2022, as reported by Regió7",
    title: "Catalunya lidera el mapa de llibreries d'Espanya (23 June 2022)",
    year: 2022,
    url: "https://www.regio7.cat/cultures/2022/06/23/catalunya-lidera-mapa-llibreries-d-67595743.html",
  },
  {
    id: "gus-2024-szkolnictwo-wyzsze-2023",
    publisher:
      "Główny Urząd Statystyczny (GUS, « Szkolnictwo wyższe i jego finanse w 2023 r. »), as reported by Forum Akademickie",
    title: "Szkolnictwo wyższe w 2023 roku wg GUS (Forum Akademickie 11/2024)",
    year: 2024,
    url: "https://miesiecznik.forumakademickie.pl/czasopisma/fa-11-2024/szkolnictwo-wyzsze-%E2%80%A8w-2023-roku-wg-gus%E2%80%A9/",
  },
  {
    id: "ali-2023-osservatorio-librerie",
    publisher: "ALI-Confcommercio (Osservatorio sulle librerie), as reported by Agenzia Cult",
    title: "Librerie, Ali-Confcommercio: tornano a crescere, Lombardia e Lazio in testa",
    year: 2023,
    url: "https://www.agenziacult.it/economia/librerie-ali-confcommercio-tornano-a-crescere-lombardia-e-lazio-in-testa/",
  },
  {
    id: "socialstyrelsen-2016-sarskilt-boende",
    publisher: "Socialstyrelsen, on Kunskapsguiden",
    title: "Statistik om särskilt boende",
    year: 2016,
    url: "https://www.kunskapsguiden.se/aldre/Kunskapsunderlag/Statistik/Sidor/Statistik-om-sarskilt-boende.aspx",
  },
  {
    id: "drivkraft-2017-bensinstasjonsstatistikken",
    publisher: "Drivkraft Norge (formerly Norsk Petroleumsinstitutt)",
    title: "Bensinstasjonsstatistikken for 2016",
    year: 2017,
    url: "https://www.drivkraftnorge.no/nyheter/2017/bensinstasjonsstatistikken-for-2016/",
  },
  {
    id: "ceotipt-2014-biura-podrozy",
    publisher:
      "Centralna Ewidencja Organizatorów Turystyki i Pośredników Turystycznych, as analysed in « Analiza sytuacji biur podróży na rynku polskim » (2015, via CEJSH)",
    title: "Analiza sytuacji biur podróży na rynku polskim",
    year: 2015,
    url: "https://cejsh.icm.edu.pl/cejsh/element/bwmeta1.element.desklight-f66e63a4-6945-4b28-9c2c-781e2255f440",
  },
  {
    id: "propulse-2023-travaux-electriques",
    publisher: "Propulse by CA (Crédit Agricole), from INSEE company counts",
    title: "Le marché des travaux d'installation électrique",
    year: 2023,
    url: "https://propulsebyca.fr/idees-business/travaux-installation-electrique/marche",
  },
  {
    id: "batiactu-2019-insee-tissu-productif-btp",
    publisher: "Batiactu, reporting INSEE (Esane) « Les entreprises en France » 2019 edition",
    title: "Entreprises du BTP : ce que dit l'Insee du tissu productif en 2017",
    year: 2019,
    url: "https://batiactu.com/edito/entreprises-btp-2019-58293.php",
  },
  {
    id: "lainagricole-2024-franceagrimer-apiculture",
    publisher:
      "L'Ain agricole, reporting FranceAgriMer's beekeeping study (DGAL hive declarations)",
    title: "L'apiculture française à la loupe (22 August 2024)",
    year: 2024,
    url: "https://lainagricole.fr/articles/22/08/2024/L-apiculture-fran-aise-a-la-loupe-90711/",
  },
  {
    id: "istat-2024-natalita-2023",
    publisher: "ISTAT, as reported by Affaritaliani",
    title: "Natalità e fecondità della popolazione residente – anno 2023 (October 2024)",
    year: 2024,
    url: "https://www.affaritaliani.it/economia/in-italia-nascono-sempre-meno-bambini-record-al-ribasso-nel-2023-3-4-e-previsioni-negative-per-il-2024-941164.html",
  },
  {
    id: "eurostat-2024-births-2023-es",
    publisher: "Eurostat, as reported by La Ciutat",
    title: "La natalitat a la UE cau a nous mínims històrics el 2023",
    year: 2025,
    url: "https://laciutat.cat/les-escollides-del-dia/la-natalitat-a-la-ue-cau-a-nous-minims-historics-el-2023",
  },
  {
    id: "ine-pt-2024-estatisticas-vitais-2023",
    publisher: "INE (Statistics Portugal), as reported by Rádio Renascença",
    title: "Estatísticas Vitais 2023 (30 April 2024)",
    year: 2024,
    url: "https://rr.sapo.pt/noticia/pais/2024/04/30/saldo-da-populacao-continua-negativo-mas-lisboa-regista-valor-positivo/376533/",
  },
  {
    id: "gus-2024-ludnosc-2023",
    publisher: "GUS (Statistics Poland), as reported by Dziennik.pl",
    title: "Ludność Polski – GUS podał najnowsze dane (2024)",
    year: 2024,
    url: "https://gospodarka.dziennik.pl/artykuly/9499836,ludnosc-polski-gus-podal-najnowsze-dane.html",
  },
  {
    id: "scb-2024-befolkning-2023",
    publisher: "SCB (Statistics Sweden), as reported by Realtid",
    title: "Lägsta folkökningen på 22 år (2024)",
    year: 2024,
    url: "https://www.realtid.se/lagsta-folkokningen-pa-22-ar/",
  },
  {
    id: "ssb-2024-fodte-2023",
    publisher: "SSB (Statistics Norway)",
    title: "Fødte: Marginal nedgang i fruktbarheten (2023 figures)",
    year: 2024,
    url: "https://www.ssb.no/befolkning/fodte-og-dode/statistikk/fodte/artikler/Marginal-nedgang-i-fruktbarheten",
  },
  {
    id: "dst-2024-befolkningens-udvikling-2023",
    publisher: "Danmarks Statistik (Statistics Denmark)",
    title: "Nyt: Befolkningens udvikling (år) 2023",
    year: 2024,
    url: "https://www.dst.dk/da/Statistik/nyheder-analyser-publ/nyt/NytHtml?cid=52697",
  },

  {
    id: "pordata-2023-pensionistas-velhice",
    publisher: "Pordata (from Segurança Social data), as reported by Correio da Manhã",
    title: "Mais de 73% das pensões abaixo do salário mínimo (July 2023)",
    year: 2023,
    url: "https://www.cmjornal.pt/sociedade/detalhe/mais-de-73-das-pensoes-abaixo-do-salario-minimo",
  },
  {
    id: "60plusbanken-2023-antal-pensionarer",
    publisher: "60 plus banken, citing Pensionsmyndigheten",
    title: "Hur många pensionärer finns det i Sverige?",
    year: 2023,
    url: "https://www.60plusbanken.se/lasvart/hur-manga-pensionarer-finns-det-i-sverige/",
  },
  {
    id: "gus-2023-emerytury-i-renty-2022",
    publisher: "GUS (Statistics Poland), as reported by Radio ZET",
    title: "Cała prawda o emeryturach. GUS podał, kto i ile dostaje (November 2023)",
    year: 2023,
    url: "https://wiadomosci.radiozet.pl/Biznes/cala-prawda-o-emeryturach-gus-podal-kto-i-ile-dostaje",
  },
  {
    id: "ssb-2024-alderspensjonister",
    publisher: "SSB (Statistics Norway)",
    title: "Alderspensjonister (updated 2 July 2024)",
    year: 2024,
    url: "https://www.ssb.no/sosiale-forhold-og-kriminalitet/trygd-og-stonad/statistikk/alderspensjonister",
  },
  {
    id: "dst-2024-folke-og-fortidspension",
    publisher: "Danmarks Statistik (Statistics Denmark)",
    title: "Nyt: Antallet af folkepensionister steg i 2023 (Folke- og førtidspension 2024)",
    year: 2024,
    url: "https://explorer.dst.dk/da/Statistik/nyheder-analyser-publ/nyt/NytHtml?cid=48305",
  },
  {
    id: "miciu-2024-datos-cifras-sue",
    publisher: "Ministerio de Ciencia, Innovación y Universidades, as reported by El Telegrama",
    title: "Datos y Cifras del Sistema Universitario Español, curso 2023-2024",
    year: 2024,
    url: "https://eltelegrama.com/noticia/10161/espana/el-743-de-universitarios-eligen-universidades-publicas-en-espana-para-2023-2024.html",
  },
  {
    id: "dgeec-2024-inscritos-ensino-superior",
    publisher: "DGEEC (Portuguese education statistics directorate), as reported by Público",
    title: "Número de alunos inscritos no superior atingiu novo máximo (27 September 2024)",
    year: 2024,
    url: "https://www.publico.pt/2024/09/27/sociedade/noticia/numero-alunos-inscritos-superior-atingiu-novo-maximo-subida-desacelerou-2105762",
  },
  {
    id: "uka-2024-arsrapport",
    publisher: "UKÄ (Swedish Higher Education Authority)",
    title: "UKÄ:s årsrapport 2024 – den senaste statistiken om högskolesektorn",
    year: 2024,
    url: "https://www.uka.se/om-oss/nyheter/nyhetsartiklar/2024-06-19-ukas-arsrapport-2024---den-senaste-statistiken-om-hogskolesektorn",
  },
  {
    id: "ssb-2025-students-higher-education",
    publisher: "SSB (Statistics Norway)",
    title: "Students in higher education (2023 and 2024 figures)",
    year: 2025,
    url: "https://ssb.no/en/utuvh",
  },
] as const satisfies readonly Source[];

export const EUROPE_SOUTH_NORTH_COUNTS: readonly UnitCount[] = [
  // France
  {
    unit: "dental-laboratories",
    country: "fr",
    figure: count(
      3350,
      2021,
      fromSource(
        "dentaire365-2021-laboratoires-prothese",
        "« Cette appellation s'adresse aux quelque 3 350 laboratoires de prothèse dentaire installés dans l'Hexagone » (the label is meant for the some 3,350 dental laboratories in metropolitan France)",
      ),
    ),
  },
  {
    unit: "optometry-practices",
    country: "fr",
    figure: count(
      12000,
      2020,
      fromSource(
        "opticiensparconviction-2020-marche-optique",
        "« un chiffre d'affaires de 6,6 milliards d'euros en 2020, généré … par environ 49 500 opticiens et 12 000 magasins d'optique » (revenue of €6.6 billion in 2020, generated by about 49,500 opticians and 12,000 optical shops)",
      ),
    ),
  },
  {
    unit: "nonprofits",
    country: "fr",
    figure: count(
      1.3e6,
      2018,
      fromSource(
        "recherches-solidarites-2018-france-associative",
        "« Les auteurs estiment à environ 1,3 million le nombre d'associations en activité » (the authors put the number of active associations at about 1.3 million); a count of associations, most of them without staff",
      ),
    ),
  },
  // Poland
  {
    unit: "municipalities",
    country: "pl",
    figure: count(
      2479,
      2025,
      fromSource(
        "gus-2025-teryt-gminy",
        "« Aktualny wykaz … obowiązuje od dnia 01.01.2025 r. i składa się z 2875 jednostek, w tym: województwa 16, powiaty 380, gminy 2479 » (the list in force from 1 January 2025 has 2,875 units: 16 voivodeships, 380 counties, 2,479 gminas)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "pl",
    figure: count(
      11700,
      2022,
      fromSource(
        "gus-2022-apteki-punkty-apteczne",
        "« W końcu omawianego okresu działalność prowadziło 11,7 tys. aptek ogólnodostępnych … oraz 1,1 tys. punktów aptecznych » (at the end of 2022, 11.7 thousand community pharmacies and 1.1 thousand pharmacy points were operating)",
      ),
    ),
  },
  // Sweden
  {
    unit: "municipalities",
    country: "se",
    figure: count(
      290,
      2018,
      fromSource(
        "skl-2018-kommuner-landsting",
        "« Det finns 290 kommuner och 20 landsting/regioner i Sverige » (there are 290 municipalities and 20 county councils/regions in Sweden)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "se",
    figure: count(
      1426,
      2019,
      fromSource(
        "apoteksforeningen-2020-branschrapport",
        "« Antalet fysiska butiker ökade med fem stycken netto och i årets slut fanns 1426 apotek » (the number of physical shops rose by five net, and at the end of 2019 there were 1,426 pharmacies)",
      ),
    ),
  },
  // Norway
  {
    unit: "municipalities",
    country: "no",
    figure: count(
      357,
      2024,
      fromSource(
        "snl-2024-kommune",
        "« Fra 2024 har Norge 357 kommuner » (from 2024 Norway has 357 municipalities)",
      ),
    ),
  },
  // Denmark
  {
    unit: "municipalities",
    country: "dk",
    figure: count(
      98,
      2017,
      fromSource(
        "kl-2017-om-kl",
        "« KL er en privat interesse- og medlemsorganisation for alle 98 kommuner i Danmark » (KL is the private interest and member organisation of all 98 municipalities in Denmark)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "no",
    figure: count(
      1050,
      2024,
      fromSource(
        "apotekforeningen-2024-apotek",
        "« 1050 apotek per 1. juli 2024 » (1,050 pharmacies on 1 July 2024; the count includes the publicly owned hospital pharmacies, a few dozen)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "dk",
    figure: count(
      407,
      2016,
      fromSource(
        "denstoredanske-2016-apotek",
        "« I Danmark varetages lægemiddelforsyningen af 407 apoteker og apoteksfilialer, 57 apoteksudsalg, 556 håndkøbsudsalg og 237 medicinudleveringssteder (2016) » (407 pharmacies and pharmacy branches, besides 57 pharmacy outlets and over-the-counter points, 2016)",
      ),
    ),
  },
  {
    unit: "pharmacies",
    country: "pt",
    figure: count(
      3119,
      2018,
      fromSource(
        "dn-2019-farmacias-pordata",
        "« Em 2001, havia 2888 farmácias abertas e em 2018 eram 3119 » (in 2001 there were 2,888 pharmacies open, in 2018 3,119; Pordata figures)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "pl",
    figure: count(
      1_317_400,
      2020,
      fromSource(
        "gus-2020-psr-gospodarstwa",
        "« Liczba gospodarstw rolnych w czerwcu 2020 r. wynosiła 1 317,4 tysięcy. Z tej liczby 99,4% (czyli 1 309,9 tys.) stanowiły gospodarstwa indywidualne » (1,317.4 thousand farms in June 2020, 99.4% of them family farms)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "se",
    figure: count(
      56_171,
      2023,
      fromSource(
        "jordbruksverket-2024-sammanstallning",
        "« År 2023 fanns det 56 171 jordbruksföretag i Sverige » (in 2023 there were 56,171 agricultural holdings in Sweden)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "no",
    figure: count(
      36_790,
      2024,
      fromSource(
        "ssb-2025-gardsbruk",
        "« Jordbruksbedrifter i alt 36 790 » (agricultural holdings in all, 2024: 36,790, down 1.0% on 2023)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "dk",
    figure: count(
      34_000,
      2019,
      fromSource(
        "dst-2020-jordbrugsbedrifter",
        "« Siden 1979 er antallet af bedrifter med jordbrug - landbrug og gartneri - blevet reduceret med 70 pct. fra 111.000 til 34.000 » (since 1979 the number of farm and market-garden holdings fell 70%, from 111,000 to 34,000; published March 2020)",
      ),
    ),
  },
  {
    unit: "farms",
    country: "pt",
    figure: count(
      290_000,
      2019,
      estimate(
        "INE's Recenseamento Agrícola, as reported by the Confederação dos Agricultores de Portugal (saa2021.cap.pt, « Recenseamento Agrícola 2019 – dados finais », 2021, and cap.pt, « Recenseamento Agrícola 2019 »): the 2009 census counted « 305 mil explorações » (305,000 holdings) and the 2019 census found « -4,9% de explorações na última década »; 305,000 × (1 − 0.049) ≈ 290,000 holdings in 2019.",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "pl",
    figure: count(
      23_700,
      2022,
      estimate(
        "GUS, as reported by Poradnik Restauratora (poradnikrestauratora.pl, « GUS: W 2022 r. liczba placówek gastronomicznych wzrosła », 2023): « W 2022 roku liczba placówek gastronomicznych w Polsce wzrosła … do ok. 83,9 tys. … Z tego 39,8% stanowiły punkty gastronomiczne, 28,2% – restauracje, 26,4% – bary, a stołówki – 5,6% »; restaurants alone: 0.282 × 83,900 ≈ 23,700 (bars, snack points and canteens left out).",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "pl",
    figure: count(
      20_900,
      2024,
      estimate(
        "GUS, Oświata i wychowanie w roku szkolnym 2024/2025, as reported by Rzeczpospolita (rp.pl, « Edukacja w liczbach. Jak wyglądała polska szkoła w roku 2024/2025 », 1 November 2025): « funkcjonowało 14 tys. szkół podstawowych dla dzieci i młodzieży (łącznie ze szkołami specjalnymi) » and « 6945 ponadpodstawowych szkół dla młodzieży (bez szkół policealnych) »; 14,000 primary + 6,945 secondary ≈ 20,900 schools for children and young people.",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "pl",
    figure: count(
      13_800,
      2022,
      fromSource(
        "gus-2023-oswiata-wychowanie-2022-2023",
        "« W roku szkolnym 2022/23 funkcjonowało 22,5 tys. placówek wychowania przedszkolnego … W tym 13,8 tys. przedszkoli, 7,3 tys. oddziałów przedszkolnych w szkołach podstawowych i 1,4 tys. punktów przedszkolnych » (22.5 thousand pre-school settings in 2022/23, of which 13.8 thousand kindergartens; classes inside primary schools and pre-school points are left out)",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "no",
    figure: count(
      2712,
      2023,
      fromSource(
        "udir-2023-fakta-om-grunnskolen",
        "« Det er 2 712 grunnskoler i Norge. Dette er 29 færre enn i 2022–2023 » (there are 2,712 compulsory schools, grades 1–10, public and private, in autumn 2023); upper-secondary schools (videregående) are not included",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "dk",
    figure: count(
      1613,
      2022,
      estimate(
        "Børne- og Undervisningsministeriet, « Antal grundskoler » (uvm.dk/statistik/grundskolen/personale-og-skoler/antal-grundskoler), table 1 at 1 October 2022: 1,066 folkeskoler (municipal schools, counted as legal units) and 547 friskoler og private grundskoler; 1,066 + 547 = 1,613 schools. Efterskoler (243), special schools and upper-secondary schools are left out.",
      ),
    ),
  },
  // Italy
  {
    unit: "nonprofits",
    country: "it",
    figure: count(
      362_634,
      2019,
      fromSource(
        "istat-2019-istituzioni-non-profit",
        "« In base agli ultimi dati diffusi, le Istituzioni non profit attive in Italia nel 2019 sono 362.634 e impiegano 861.919 dipendenti » (362,634 active non-profit institutions in 2019, employing 861,919 people: associations, social co-operatives, foundations, church bodies)",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "it",
    figure: count(
      13_542,
      2020,
      fromSource(
        "istat-2022-nidi-prima-infanzia",
        "« Al 31 dicembre 2020 sono attivi sul territorio nazionale 13.542 servizi per la prima infanzia, quasi 300 in meno rispetto all'anno precedente » (13,542 early-childhood services for children under three, public and private, at the end of 2020)",
      ),
    ),
  },
  {
    unit: "car-dealerships",
    country: "it",
    figure: count(
      1220,
      2021,
      fromSource(
        "italiabilanci-2022-automotive-dealer-report",
        "« Se nel 2011 c'erano in Italia 2.207 concessionari … circa dieci anni dopo il numero dei concessionari si è ridotto a 1.220 (-45%) » (dealer companies fell from 2,207 in 2011 to 1,220; each may run several showrooms, so outlets are more numerous)",
      ),
    ),
  },
  // Spain
  {
    unit: "optometry-practices",
    country: "es",
    figure: count(
      10_223,
      2022,
      fromSource(
        "fedao-2022-libro-blanco-vision",
        "« Según las cifras que ha presentado el último Libro Blanco de la Visión a finales del año 2022, un total de 10.223 establecimientos sanitarios de óptica estaban operativos en España, lo que supone un alza del 4,2% frente a las 9.810 registradas en 2021 » (10,223 licensed optical establishments at the end of 2022)",
      ),
    ),
  },
  {
    unit: "plumbing-hvac-contractors",
    country: "fr",
    figure: count(
      151_202,
      2020,
      fromSource(
        "propulse-2023-plomberie-chauffage",
        "« 151 202 entreprises de plomberie et chauffage en 2020 … 73 % des entreprises n'emploient aucun salarié » (151,202 plumbing and heating firms in 2020, NAF 43.22A and 43.22B; 73% have no employees)",
      ),
    ),
  },
  {
    unit: "architecture-firms",
    country: "fr",
    figure: count(
      24_500,
      2013,
      estimate(
        "Ordre des architectes, « La profession en chiffres » (architectes.org, figures for 2013): 29,831 architects on the register, 51% of them practising individually as self-employed (libéral), and 9,286 sociétés d'architecture; 0.51 × 29,831 ≈ 15,200 one-architect practices + 9,286 firms ≈ 24,500 practices. The 38% who are partners work inside the firms and are not counted again.",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "dk",
    figure: count(
      17_800,
      2023,
      estimate(
        "HORESTA's Nordic Hotel and Restaurant Report 2024, as summarised by HORESTA (horesta.dk, « Danmark topper med flest restauranter pr. indbygger », January 2025): « Med 3 restauranter pr. 1.000 indbyggere i 2023 fører Danmark an i Norden »; Denmark's population on 1 January 2023 is about 5.93 million (Eurostat): 3.0 × 5,930 ≈ 17,800 restaurants. HORESTA counted 17,455 eating places (bespisningssteder) in 2018, which agrees.",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "no",
    figure: count(
      14_800,
      2023,
      estimate(
        "HORESTA's Nordic Hotel and Restaurant Report 2024, as summarised by HORESTA (horesta.dk, January 2025): Norway had 2.7 restaurants per 1,000 inhabitants in 2023; Norway's population on 1 January 2023 is about 5.49 million (Eurostat): 2.7 × 5,490 ≈ 14,800 restaurants.",
      ),
    ),
  },
  {
    unit: "restaurants",
    country: "se",
    figure: count(
      26_300,
      2023,
      estimate(
        "HORESTA's Nordic Hotel and Restaurant Report 2024, as summarised by HORESTA (horesta.dk, January 2025): Sweden had 2.5 restaurants per 1,000 inhabitants in 2023; Sweden's population on 1 January 2023 is about 10.5 million (Eurostat): 2.5 × 10,500 ≈ 26,300 restaurants.",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "se",
    figure: count(
      9129,
      2023,
      fromSource(
        "skolverket-2024-forskola-hosten-2023",
        "« Det finns inskrivna barn på 9 129 förskoleenheter och av dessa drivs sju av tio av en kommunal huvudman » (children are enrolled at 9,129 pre-school units in autumn 2023, seven in ten run by a municipality)",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "se",
    figure: count(
      6148,
      2017,
      estimate(
        "Skolverket, « Snabbfakta » (skolverket.se/skolutveckling/statistik/snabbfakta-utbildningsstatistik), units in autumn 2017: « 4 832 grundskolenheter varav 820 är fristående » and « 1 316 gymnasieskolor varav 433 är fristående »; 4,832 compulsory-school units + 1,316 upper-secondary schools = 6,148. Special schools and pre-school classes are left out.",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "dk",
    figure: count(
      3864,
      2019,
      estimate(
        "Børne- og Undervisningsministeriet, answer to the Folketing's Social- og Indenrigsudvalg (ft.dk, almdel SOU spm. 742, 2019–20), table 1: day-care institutions at unit level (daginstitution på enhedsniveau), October 2019, whole country: 2,791 municipal + 520 self-governing + 553 private = 3,864 institutions; the 9,336 municipal childminders (dagplejere) and 51 pool schemes are not counted.",
      ),
    ),
  },
  {
    unit: "employer-firms",
    country: "fr",
    figure: count(
      1.43e6,
      2021,
      estimate(
        "INSEE's legal-unit counts for 2021, as summarised by letowski.fr (« Analyses et études de décembre 2024 »): 5.278 million enterprises (unités légales) in 2021, of which « les sans salarié sont 73 % des entreprises »; (1 − 0.73) × 5,278,000 ≈ 1.43 million enterprises with at least one employee. Legal units, so a group's subsidiaries count separately.",
      ),
    ),
  },
  {
    unit: "small-employer-firms",
    country: "fr",
    figure: count(
      1.29e6,
      2021,
      estimate(
        "INSEE's legal-unit counts for 2021, as summarised by letowski.fr (« Analyses et études de décembre 2024 »): 5.278 million enterprises, « les 1-9 salariés 21,9 %, les 10-19 salariés 2,5 % »; (0.219 + 0.025) × 5,278,000 ≈ 1.29 million enterprises with 1–19 employees.",
      ),
    ),
  },
  {
    unit: "employer-firms",
    country: "es",
    figure: count(
      1.49e6,
      2018,
      estimate(
        "INE's Directorio Central de Empresas (DIRCE) at 1 January 2018, as reported by Vozpópuli (« La mitad de las empresas españolas no tiene empleados »): « el 55,3% de las empresas activas, más de 1,84 millones de firmas, no tiene a ninguna persona en nómina »; total ≈ 1.84M ÷ 0.553 ≈ 3.33 million active companies, so those with employees ≈ 0.447 × 3.33M ≈ 1.49 million.",
      ),
    ),
  },
  {
    unit: "employer-firms",
    country: "it",
    figure: count(
      1.57e6,
      2009,
      estimate(
        "ISTAT's register of active enterprises (ASIA) for 2009, as reported by Infoiva (« Istat: Italia, paese di piccole imprese », June 2011): « poco meno di 4,5 milioni » active enterprises in industry and services, and « le imprese senza lavoratori dipendenti erano circa 3 milioni, pari al 65,2% del totale »; (1 − 0.652) × 4.5M ≈ 1.57 million enterprises with employees. An old year; ISTAT counted 4.46 million active enterprises in 2021, so the level has moved little.",
      ),
    ),
  },
  {
    unit: "employer-firms",
    country: "no",
    figure: count(
      208_800,
      2023,
      estimate(
        "SSB, « Virksomheter » (ssb.no/virksomheter-foretak-og-regnskap/virksomheter-og-foretak/statistikk/virksomheter), 1 January 2023: 646,884 establishments, of which 438,084 with no employees; 646,884 − 438,084 = 208,800 establishments with employees. These are establishments (virksomheter), so a firm with several sites counts several times and the figure runs somewhat above the number of employer firms.",
      ),
    ),
  },
  {
    unit: "small-employer-firms",
    country: "no",
    figure: count(
      176_000,
      2023,
      estimate(
        "SSB, « Virksomheter », 1 January 2023: establishments with 1–4 employees 103,654, 5–9 employees 41,273, 10–19 employees 31,025; 103,654 + 41,273 + 31,025 = 175,952 ≈ 176,000 establishments with 1–19 employees (establishments, not firms, so slightly high).",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "it",
    figure: count(
      22_600,
      2023,
      fromSource(
        "faib-2023-distributori-carburante",
        "« L'Italia ha 22.600 distributori di carburante, ed è il paese europeo che ne ha di più, sopra la Germania (che ne ha 14.500) » (Italy has 22,600 fuel stations, the most in Europe)",
      ),
    ),
  },
  {
    unit: "travel-agencies",
    country: "it",
    figure: count(
      7100,
      2024,
      fromSource(
        "fiavet-2024-agenzie-di-viaggio",
        "« Oggi le agenzie in Italia sono circa 7.100, di queste solo un migliaio sono indipendenti, il resto sono associate a reti. … Le adv erano infatti 9.500 prima del Covid » (about 7,100 travel agencies today, some 1,000 independent, the rest in networks; 9,500 before Covid)",
      ),
    ),
  },
  {
    unit: "optometry-practices",
    country: "it",
    figure: count(
      11_000,
      2012,
      fromSource(
        "federottica-2012-censimento-ottici",
        "« un ritratto del settore ottico italiano con un'indagine che ha preso in considerazione quasi 11mila operatori » (the 2012 census of Italian opticians covered almost 11,000 optical businesses); 68.7% of them in town centres, most with one or two staff",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "es",
    figure: count(
      12_685,
      2025,
      fromSource(
        "cnmc-2025-estaciones-de-servicio",
        "« A 15 de junio, el territorio nacional contaba con 12.685 estaciones de servicio operativas, de las cuales un 43,8 % eran independientes » (12,685 service stations operating on 15 June 2025, 43.8% of them independent)",
      ),
    ),
  },
  {
    unit: "colleges",
    country: "es",
    figure: count(
      96,
      2025,
      fromSource(
        "miciu-2025-universidades",
        "« en este curso habrá 96 universidades, cuatro más que en el curso pasado, y mientras las públicas siguen siendo 50 desde 2009, las privadas aumentarán hasta las 46 » (96 universities in 2025–26, 50 public and 46 private; their 1,121 faculties and schools are not counted separately)",
      ),
    ),
  },
  // Portugal
  {
    unit: "petrol-stations",
    country: "pt",
    figure: count(
      3110,
      2023,
      fromSource(
        "cronicaeconomica-2024-estaciones-iberia",
        "« En diciembre de 2023 se encontraban operativas 14.845 estaciones de servicio en el conjunto del mercado ibérico … En España existían en esa fecha 11.735 estaciones (+2,1%), mientras que el número de gasolineras en Portugal se incrementó un 1,5%, hasta situarse en 3.110 » (3,110 fuel stations in Portugal in December 2023)",
      ),
    ),
  },
  {
    unit: "k12-schools",
    country: "pt",
    figure: count(
      5265,
      2023,
      estimate(
        "DGEEC, Estatísticas da Educação 2023/2024, non-higher-education establishments in Portugal by type (dgeec-2024-estabelecimentos-ensino): escola básica 4,278 + escola secundária 336 + escola básica e secundária 372 + escola artística 14 + escola profissional 265 = 5,265 schools (public and private); the 2,793 stand-alone kindergartens of the table's 8,058 total are left out.",
      ),
    ),
  },
  {
    unit: "child-care-centers",
    country: "pt",
    figure: count(
      2793,
      2023,
      fromSource(
        "dgeec-2024-estabelecimentos-ensino",
        "Table « estabelecimentos de ensino, por natureza e tipologia », 2023/2024: « Jardim de infância 2793 », of which 982 public and 1,811 private (pre-school kindergartens for ages 3–5; crèches under the social-security ministry are not in this table, and pre-school rooms inside basic schools are counted with the schools)",
      ),
    ),
  },
  {
    unit: "municipalities",
    country: "pt",
    figure: count(
      308,
      2022,
      fromSource(
        "wikipedia-pt-municipios-2022",
        "« Portugal tem 308 municípios, 278 no Continente, 11 na Madeira e 19 nos Açores » (Portugal has 308 municipalities: 278 on the mainland, 11 in Madeira and 19 in the Azores)",
      ),
    ),
  },
  {
    unit: "real-estate-agencies",
    country: "pt",
    figure: count(
      9164,
      2023,
      fromSource(
        "impic-2023-mediacao-imobiliaria",
        "« No final de 2013, havia 2.908 licenças válidas de empresas de mediação imobiliária. Este número subiu para 9.164 licenças válidas no final de 2023 » (9,164 valid estate-agency licences at the end of 2023; the count includes licensed firms that declare no activity)",
      ),
    ),
  },
  {
    unit: "hotels",
    country: "pl",
    figure: count(
      2316,
      2015,
      fromSource(
        "gus-2015-obiekty-noclegowe",
        "« Najliczniejszą grupę wśród obiektów hotelowych … stanowiły hotele. Było ich 2 316, tj. o 2,9% więcej niż w 2014 r. » (2,316 hotels on 31 July 2015, besides 940 other hotel-type establishments such as uncategorised guest houses and inns)",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "pl",
    figure: count(
      8539,
      2023,
      fromSource(
        "gus-2023-stacje-paliw",
        "« Na koniec 2023 r. szacowana liczba stacji paliw wyniosła 8 539 i była o 4,6% wyższa niż w roku poprzednim » (an estimated 8,539 fuel stations at the end of 2023)",
      ),
    ),
  },
  {
    unit: "dental-practices",
    country: "se",
    figure: count(
      3740,
      2023,
      estimate(
        "TLV, « Tandvårdsmarknaden i Sverige » (tlv-2023-tandvardsmarknaden): the public dental service (Folktandvården) has « cirka 840 mottagningar », and « det finns cirka 1800 privata vårdgivare med cirka 2900 mottagningar »; 840 + 2,900 ≈ 3,740 dental clinics (the 1,800 private providers own the 2,900 private clinics).",
      ),
    ),
  },
  {
    unit: "dental-laboratories",
    country: "se",
    figure: count(
      300,
      2023,
      fromSource(
        "tlv-2023-tandvardsmarknaden",
        "« Det finns även cirka 300 tandtekniska laboratorier » (there are also about 300 dental laboratories)",
      ),
    ),
  },
  {
    unit: "trucking-companies",
    country: "es",
    figure: count(
      61_716,
      2026,
      fromSource(
        "mitma-2026-empresas-transporte-mercancias",
        "« a primeros de 2026 trabajan en España, según los registros de Transportes, 61.716 empresas de transporte de mercancías por carretera con vehículos pesados » (61,716 for-hire road-haulage firms with heavy vehicles on 1 January 2026; 36,579 light-vehicle hauliers and 54,576 own-account carriers are not counted)",
      ),
    ),
  },
  {
    unit: "bookshops",
    country: "es",
    figure: count(
      2977,
      2022,
      fromSource(
        "cegal-2022-mapa-librerias",
        "« L'estudi ha identificat 2.977 llibreries independents a l'Estat, 231 menys que l'any anterior » (CEGAL's 2022 map identified 2,977 independent bookshops in Spain; online-only shops and chains of more than 25 shops are excluded)",
      ),
    ),
  },
  {
    unit: "dental-practices",
    country: "it",
    figure: count(
      41_500,
      2018,
      estimate(
        "ISTAT and ANDI figures for 2018 as summarised by Face Magazine (facemagazine.it, « Italiani e salute dentale: a che punto siamo? », 2019): « il numero degli studi associati … si attestava attorno ai 5.000 circa, mentre quello delle classiche cliniche dentistiche risultava stabile attorno alle 36.000 … ambulatori facenti parte di catene low cost, stimati attorno alle 500 unità »; 36,000 + 5,000 + 500 ≈ 41,500 dental practices. ANTAMOP's figure of 40,000 single and associated practices plus 1,600 dental companies (antamop.it) agrees.",
      ),
    ),
  },
  {
    unit: "colleges",
    country: "pl",
    figure: count(
      358,
      2023,
      fromSource(
        "gus-2024-szkolnictwo-wyzsze-2023",
        "« w roku akademickim 2023/24 w Polsce działało 358 uczelni, ale w publikacji zaprezentowane są dane z 342 uczelni » (358 higher-education institutions operated in 2023/24, public and private)",
      ),
    ),
  },
  {
    unit: "bookshops",
    country: "it",
    figure: count(
      4424,
      2022,
      fromSource(
        "ali-2023-osservatorio-librerie",
        "« Sono 4424 le imprese del commercio al dettaglio di libri in Italia (+0,1% sul 2021), di cui 327 vendono usato » (4,424 book-retailing businesses in 2022, 327 of them second-hand)",
      ),
    ),
  },
  {
    unit: "trucking-companies",
    country: "it",
    figure: count(
      82_200,
      2023,
      estimate(
        "Albo Nazionale degli Autotrasportatori with the transport ministry's data centre, as reported by Rivista TIR (« Autotrasporto: le imprese del 1° trimestre 2023 »): « Al 31 marzo 2023 le imprese attive in Italia risultano infatti 101.283 » for-hire road hauliers, of which « le imprese senza veicoli … salgono a quota 19.075 »; 101,283 − 19,075 ≈ 82,200 hauliers operating vehicles (all weights, so light-van carriers are included).",
      ),
    ),
  },
  {
    unit: "nursing-homes",
    country: "se",
    figure: count(
      2300,
      2016,
      fromSource(
        "socialstyrelsen-2016-sarskilt-boende",
        "« I början av 2016 fanns det cirka 2 300 särskilda boenden som utför insatser till personer 65 år och äldre … totalt fanns nästan 29 600 bostäder i de verksamheterna » (about 2,300 residential care homes for people aged 65 and over at the start of 2016)",
      ),
    ),
  },
  {
    unit: "petrol-stations",
    country: "no",
    figure: count(
      1817,
      2016,
      fromSource(
        "drivkraft-2017-bensinstasjonsstatistikken",
        "« Tall fra våre medlemmer viser at de i 2016 hadde 1 697 utsalgssteder for drivstoff … I tillegg var det 120 utsalgssteder eid av andre selskaper … Samlet gir dette 1 817 utsalgssteder » (1,817 fuel outlets in 2016, 119 of the members' outlets being truck-only sites)",
      ),
    ),
  },
  {
    unit: "travel-agencies",
    country: "pl",
    figure: count(
      3790,
      2014,
      fromSource(
        "ceotipt-2014-biura-podrozy",
        "« Zgodnie ze stanem na dzień 27 listopada 2014 roku, w Centralnej Ewidencji Organizatorów Turystyki i Pośredników Turystycznych zarejestrowano 3790 podmiotów » (3,790 licensed tour organisers and travel intermediaries on 27 November 2014)",
      ),
    ),
  },
  {
    unit: "electrical-contractors",
    country: "fr",
    figure: count(
      131_261,
      2020,
      fromSource(
        "propulse-2023-travaux-electriques",
        "« Le marché des travaux électriques en France est caractérisé par … 131 261 entreprises à travers le pays en 2020. 98,5 % d'entre elles emploient moins de 20 salariés » (131,261 electrical-installation firms in 2020; 98.5% have fewer than 20 employees)",
      ),
    ),
  },
  {
    unit: "construction-contractors",
    country: "fr",
    figure: count(
      355_000,
      2017,
      fromSource(
        "batiactu-2019-insee-tissu-productif-btp",
        "« En 2017, le secteur comptait 355.000 sociétés, employant 1.309.000 salariés » (building and civil-engineering sector, INSEE Esane; excludes micro-entrepreneurs and fiscal micro-enterprises, so it undercounts one-person firms)",
      ),
    ),
  },
  {
    unit: "beekeepers",
    country: "fr",
    figure: count(
      63_415,
      2023,
      fromSource(
        "lainagricole-2024-franceagrimer-apiculture",
        "« En 2023, en France et dans les départements d'outre-mer, 63 415 apiculteurs se sont déclarés auprès de la direction générale de l'alimentation (DGAL) … 57 753 apiculteurs – 91 % – disposent de moins de 50 ruches » (63,415 declared beekeepers in 2023, 91% with fewer than 50 hives)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "it",
    figure: count(
      379_890,
      2023,
      fromSource(
        "istat-2024-natalita-2023",
        "« Nel 2023 scendono a 379.890, 13mila in meno rispetto al 2022 » (379,890 births in Italy in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "es",
    figure: count(
      322_098,
      2023,
      fromSource(
        "eurostat-2024-births-2023-es",
        "« el 2023 es van registrar 322.098 naixements a l'Estat, segons Eurostat » (322,098 births in Spain in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "pt",
    figure: count(
      85_699,
      2023,
      fromSource(
        "ine-pt-2024-estatisticas-vitais-2023",
        "« Em 2023, ocorreram 85.699 nados-vivos de mães residentes em Portugal » (85,699 live births to mothers resident in Portugal in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "pl",
    figure: count(
      272_000,
      2023,
      fromSource(
        "gus-2024-ludnosc-2023",
        "« W 2023 roku zarejestrowano ponad 272 tys. urodzeń żywych » (over 272,000 live births registered in Poland in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "se",
    figure: count(
      100_100,
      2023,
      fromSource(
        "scb-2024-befolkning-2023",
        "« Det föddes 100 100 barn i Sverige under 2023 » (100,100 children born in Sweden in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "no",
    figure: count(
      51_980,
      2023,
      fromSource(
        "ssb-2024-fodte-2023",
        "« I 2023 ble det født 51 980 barn i Norge » (51,980 children born in Norway in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "new-parents",
    country: "dk",
    figure: count(
      57_469,
      2023,
      fromSource(
        "dst-2024-befolkningens-udvikling-2023",
        "« I løbet af 2023 blev der født 57.469 børn » (57,469 children born in Denmark in 2023; one year's births, about as many families with a baby under one — twins make births slightly exceed families)",
      ),
    ),
  },
  {
    unit: "retirees",
    country: "pt",
    figure: count(
      2_081_795,
      2022,
      fromSource(
        "pordata-2023-pensionistas-velhice",
        "« No total, contabilizavam-se 2 081 795 pensionistas de velhice » (2,081,795 old-age pensioners of the Segurança Social at the end of 2022; civil-service CGA pensioners not included)",
      ),
    ),
  },
  {
    unit: "retirees",
    country: "se",
    figure: count(
      2_300_000,
      2022,
      fromSource(
        "60plusbanken-2023-antal-pensionarer",
        "« I december 2022 fick 2,3 miljoner personer allmän pension i Sverige » (2.3 million people receiving the public old-age pension, December 2022)",
      ),
    ),
  },
  {
    unit: "retirees",
    country: "pl",
    figure: count(
      7_140_000,
      2022,
      fromSource(
        "gus-2023-emerytury-i-renty-2022",
        "« W 2022 roku emerytury pobierało 7,14 mln osób, z czego 6,3 mln osób to świadczeniobiorcy pozarolniczego systemu » (7.14 million people drawing an old-age pension in 2022, all schemes including farmers' KRUS)",
      ),
    ),
  },
  {
    unit: "retirees",
    country: "no",
    figure: count(
      983_680,
      2023,
      fromSource(
        "ssb-2024-alderspensjonister",
        "« Bosatte alderspensjonister 2023: 983 680 » (983,680 resident old-age pensioners aged 62 or over, 2023)",
      ),
    ),
  },
  {
    unit: "retirees",
    country: "dk",
    figure: count(
      1_063_000,
      2023,
      fromSource(
        "dst-2024-folke-og-fortidspension",
        "« Antallet af folkepensionister bosiddende i Danmark steg fra 1.046.000 til 1.063.000 fra december 2022 til december 2023 » (1,063,000 state-pension recipients resident in Denmark, December 2023)",
      ),
    ),
  },
  {
    unit: "tertiary-students",
    country: "es",
    figure: count(
      1_762_459,
      2023,
      fromSource(
        "miciu-2024-datos-cifras-sue",
        "« A lo largo del curso 2023-2024, el sistema universitario español contabilizó un total de 1.762.459 estudiantes » (1,762,459 university students in 2023-24: 78.2% bachelor's, 16.4% master's, 5.4% doctorate)",
      ),
    ),
  },
  {
    unit: "tertiary-students",
    country: "pl",
    figure: count(
      1_245_200,
      2023,
      fromSource(
        "gus-2024-szkolnictwo-wyzsze-2023",
        "« W roku akademickim 2023/24 we wszystkich uczelniach studiowało 1245,2 tys. osób » (1,245,200 students in 2023/24; doctoral and postgraduate students not included)",
      ),
    ),
  },
  {
    unit: "tertiary-students",
    country: "pt",
    figure: count(
      448_235,
      2023,
      fromSource(
        "dgeec-2024-inscritos-ensino-superior",
        "« no ano lectivo 2023/2024, estavam inscritos 448.235 estudantes neste nível de ensino » (448,235 students enrolled in higher education, public and private, 2023/24)",
      ),
    ),
  },
  {
    unit: "tertiary-students",
    country: "se",
    figure: count(
      383_500,
      2023,
      fromSource(
        "uka-2024-arsrapport",
        "« Höstterminen 2023 var totalt 383 500 studenter registrerade för studier vid universitet och högskolor » (383,500 registered students in autumn 2023)",
      ),
    ),
  },
  {
    unit: "tertiary-students",
    country: "no",
    figure: count(
      311_765,
      2023,
      fromSource(
        "ssb-2025-students-higher-education",
        "« Students in higher education in Norway and abroad … 2023 … Total 311 765 » (311,765 students registered on 1 October 2023, PhD candidates excluded)",
      ),
    ),
  },
];
