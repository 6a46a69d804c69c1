// Published holiday facts (issue 26, item 5): dated, checkable statements, each with the law, decree,
// gazette or official notice that states it. The facts are true per their references, not per any
// dataset; where python-holidays 0.105 disagrees with the reference, the note says so.
// Checked by holidayFacts.test.ts against the typed business-day functions.

/** What the default calendar of the region must answer for the date (the classification order's reason). */
export type FactExpect = 'public_holiday' | 'working_day' | 'decreed_working_day';

/** One dated fact. `region` is a country code or an ISO 3166-2 subdivision code (`DE-BY`). */
export interface HolidayFact {
  readonly region: string;
  readonly date: string;
  readonly expect: FactExpect;
  /** Checked against the answer's `label`; only where the holiday's name is distinctive. */
  readonly label?: RegExp;
  /** The ISO weekdays worked when not Monday-Friday (Sunday-Thursday weeks: SA, EG, BD, IL). */
  readonly working_days?: readonly number[];
  /** The law, decree, gazette or official notice (or, failing one, a public copy or report of it). */
  readonly ref: string;
  readonly note?: string;
}

/** A count of business days over a span (both ends included) on the region's default calendar. */
export interface CountFact {
  readonly region: string;
  readonly start: string;
  readonly end: string;
  readonly business_days: number;
  readonly working_days?: readonly number[];
  readonly ref: string;
  readonly note: string;
}

/** The 40 economies issue 26 names; every one must have facts. */
export const FORTY_ECONOMIES = [
  'US', 'CN', 'DE', 'JP', 'IN', 'GB', 'FR', 'IT', 'BR', 'CA', 'RU', 'MX', 'AU', 'KR', 'ES', 'ID', 'NL', 'TR', 'SA', 'CH',
  'PL', 'TW', 'BE', 'SE', 'IE', 'AR', 'AT', 'IL', 'TH', 'NO', 'SG', 'AE', 'PH', 'VN', 'BD', 'MY', 'DK', 'CO', 'ZA', 'EG',
] as const;

/** A Sunday-Thursday working week (ISO weekdays). */
const SUNDAY_TO_THURSDAY = [7, 1, 2, 3, 4] as const;

// ---------------------------------------------------------------------------------------------------
// References

const AE2024 = 'https://web.archive.org/web/20241001104607/https://www.timeoutdubai.com/news/uae-public-holidays-in-2024';
const AE2025 = 'https://web.archive.org/web/20250415131512/https://www.timeoutdubai.com/news/uae-public-holidays-2025';
const AE2025_ADHA = 'https://www.arabianbusiness.com/culture-society/uae-announces-eid-al-adha-2025-holidays-for-private-sector';
const AR2024 = 'https://www.argentina.gob.ar/interior/feriados-nacionales-2024';
const AR_LAW = 'https://web.archive.org/web/20250424202106/https://www.argentina.gob.ar/normativa/nacional/ley-27399-281835/texto';
const AT = 'https://web.archive.org/web/20260408111100/https://www.ris.bka.gv.at/Dokumente/BgblPdf/1983_144_0/1983_144_0.pdf';
const AT_2019 = 'https://web.archive.org/web/20260408111719/https://www.ris.bka.gv.at/Dokumente/BgblAuth/BGBLA_2019_I_22/BGBLA_2019_I_22.pdf';
const AU_FWO = 'https://www.fairwork.gov.au/employment-conditions/public-holidays';
const AU_MOURNING = 'https://www.pm.gov.au/media/television-interview-sunrise-channel-7';
const AU_NSW = 'https://legislation.nsw.gov.au/view/html/inforce/current/act-2010-115';
const AU_QLD = 'https://www.legislation.qld.gov.au/view/html/inforce/current/act-1983-018';
const AU_VIC = 'https://web.archive.org/web/20250422235530/https://business.vic.gov.au/business-information/public-holidays';
const AU_WA = 'https://www.legislation.wa.gov.au/legislation/statutes.nsf/law_a639.html';
const AZ2024 = 'https://yeniavropa.az/article/az/61046';
const AZ2025 = 'https://web.archive.org/web/20251211151027/https://sosial.gov.az/az/faydali/istehsalat-teqvimi';
const AZ2025M = 'https://yenixeber.az/1-aprel-qeyri-is-gunudur-132819';
const BD2025 = 'https://web.archive.org/web/20260509170842/https://mopa.gov.bd/pages/public-holiday/২০২৫-খ্রিষ্টাব্দের-ছুটির-তালিকার-প্রজ্ঞাপন-db46da-694139b2a31054345f0e63a5';
const BD_AUG15 = 'https://web.archive.org/web/20260509172057/https://mopa.gov.bd/pages/public-holiday/১৫-আগস্ট-এর-সাধারণ-ছুটি-বাতিল-d058d4-694139b3a31054345f0e63ec';
const BD_LIST = 'https://web.archive.org/web/20241109215908/https://mopa.gov.bd/sites/default/files/files/mopa.gov.bd/public_holiday/61c35b73_e335_462a_9bcf_4695b23b6d82/reg4-2019-212.PDF';
const BE = 'https://web.archive.org/web/20250331001402/https://www.belgium.be/nl/over_belgie/land/belgie_in_een_notendop/feestdagen';
const BR_14759 = 'https://web.archive.org/web/20250402234552/https://www2.camara.leg.br/legin/fed/lei/2023/lei-14759-21-dezembro-2023-795091-publicacaooriginal-170522-pl.html';
const BR_662 = 'https://web.archive.org/web/20240913060643/https://www2.camara.leg.br/legin/fed/lei/1940-1949/lei-662-6-abril-1949-347136-publicacaooriginal-1-pl.html';
const BR_PORTARIA2024 = 'https://cear.ufpb.br/ufpb/contents/noticias/governo-publica-portaria-com-feriados-e-pontos-facultativos-para-servidores-federais-em-2024';
const BR_RJ = 'https://web.archive.org/web/20160303175842/http://alerjln1.alerj.rj.gov.br/CONTLEI.NSF/c8aa0900025feef6032564ec0060dfff/1baf90ca125ff96f8325740a00776600';
const BY2024 = 'https://web.archive.org/web/20250413194446/https://president.gov.by/en/gosudarstvo/prazdniki/calendar-2024';
const BY2025 = 'https://wap.belta.by/socium/view/kak-belorusy-budut-otdyhat-na-novyj-god-skolko-vyhodnyh-i-kogda-otrabotki-675780-2024';
const CA_LABOUR = 'https://laws-lois.justice.gc.ca/eng/acts/L-2/section-166.html';
const CA_ON = 'https://web.archive.org/web/20250405170509/https://www.ontario.ca/document/your-guide-employment-standards-act-0/public-holidays';
const CA_QC = 'https://www.legisquebec.gouv.qc.ca/en/document/cs/F-1.1';
const CA_QC_LS = 'https://web.archive.org/web/20260312101221/https://www.legisquebec.gouv.qc.ca/fr/document/lc/N-1.1?langcont=en#se:60';
const CH_FED = 'https://web.archive.org/web/20250201054902/https://www.bj.admin.ch/dam/bj/de/data/publiservice/service/zivilprozessrecht/kant-feiertage.pdf';
const CH_ZH = 'https://web.archive.org/web/20260421063821/https://www.notes.zh.ch/appl/zhlex_r.nsf/WebView/C1256C610039641BC12569990033674B/$File/822.4.pdf';
const CN2023 = 'https://web.archive.org/web/20250414125053/https://www.gov.cn/gongbao/content/2023/content_5736714.htm';
const CN2024 = 'https://web.archive.org/web/20231111053456/https://www.gov.cn/gongbao/2023/issue_10806/202311/content_6913823.html';
const CN2025 = 'https://web.archive.org/web/20241130063235/https://www.gov.cn/gongbao/2024/issue_11726/202411/content_6989767.html';
const CN2026 = 'https://web.archive.org/web/20251125134126/https://www.gov.cn/gongbao/2025/issue_12406/202511/content_7048922.html';
const CN795 = 'https://web.archive.org/web/20241130063225/https://www.gov.cn/gongbao/2024/issue_11726/202411/content_6989774.html';
const CO = 'https://web.archive.org/web/20250423030608/https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=4954';
const DE_2017 = 'https://web.archive.org/web/20241127055605/https://www.stuttgarter-zeitung.de/inhalt.reformationstag-2017-einmalig-bundesweiter-feiertag.b7e189b3-a33d-41a3-a0f4-141cd13df54e.html';
const DE_BE = 'https://web.archive.org/web/20250518234750/http://gesetze.berlin.de/bsbe/document/jlr-FeiertGBEV10P1';
const DE_BE_2020 = 'https://web.archive.org/web/20241219151307/https://gesetze.berlin.de/bsbe/document/jlr-FeiertGBEV8P1';
const DE_BY = 'https://web.archive.org/web/20250906201237/https://www.gesetze-bayern.de/Content/Document/BayFTG/true';
const DE_EV = 'https://web.archive.org/web/20251011161644/https://www.gesetze-im-internet.de/einigvtr/art_2.html';
const DE_HH = 'https://web.archive.org/web/20250618110249/https://www.landesrecht-hamburg.de/bsha/document/jlr-FeiertGHAV3P1';
const DE_MV = 'https://web.archive.org/web/20250222090126/https://www.landesrecht-mv.de/bsmv/document/jlr-FTGMVV3P2';
const DE_NI = 'https://web.archive.org/web/20250627100126/https://voris.wolterskluwer-online.de/browse/document/b724111b-6c20-3862-b111-589842acacba';
const DE_SN = 'https://web.archive.org/web/20250808020452/https://www.revosax.sachsen.de/vorschrift/3997-SaechsSFG';
const DE_TH = 'https://web.archive.org/web/20250712163548/http://landesrecht.thueringen.de/bsth/document/jlr-FeiertGTHV5P2';
const DK = 'https://web.archive.org/web/20250119084025/https://www.retsinformation.dk/eli/lta/2023/214';
const DK_LIST = 'https://web.archive.org/web/20250422010005/https://www.norden.org/en/info-norden/public-holidays-denmark';
const EG = 'https://web.archive.org/web/20250529043734/https://www.presidency.eg/en/مصر/العطلات-الرسمية/';
const EG_JUL2025 = 'https://see.news/egypt-declares-thursday-paid-public-holiday-to-mark-july-23-revolution-anniv';
const ES2024 = 'https://web.archive.org/web/20240401192304/https://www.boe.es/buscar/doc.php?id=BOE-A-2023-22014';
const FR = 'https://web.archive.org/web/20250424031328/https://www.service-public.fr/particuliers/vosdroits/F2405';
const GB = 'https://www.gov.uk/bank-holidays.json';
const GB_CORONATION = 'https://www.gov.uk/government/news/bank-holiday-proclaimed-in-honour-of-the-coronation-of-his-majesty-king-charles-iii';
const GB_FUNERAL = 'https://www.gov.uk/government/news/bank-holiday-announced-for-her-majesty-queen-elizabeth-iis-state-funeral-on-monday-19-september';
const GB_JUBILEE = 'https://www.gov.uk/government/news/extra-bank-holiday-to-mark-the-queens-platinum-jubilee-in-2022';
const HU2024 = 'https://web.archive.org/web/20241105131832/https://njt.hu/jogszabaly/2023-15-20-8P';
const HU2025 = 'https://web.archive.org/web/20241219165144/https://njt.hu/jogszabaly/2024-11-20-2X';
const HUGF = 'https://web.archive.org/web/20191002190510/http://hvg.hu:80/gazdasag/20170307_Megszavaztak_munkaszuneti_nap_lett_a_nagypentek';
const ID2024 = 'https://web.archive.org/web/20241104090706/https://www.buduk.desa.id/berita/read/83/surat-edaran-menteri-ketenagakerjaan-republik-indonesia-nomor-1-tahun-2024.html';
const ID2025 = 'https://www.detik.com/jogja/berita/d-7744564/tanggal-27-28-dan-29-januari-2025-libur-apa-ini-info-resmi-skb-3-menteri';
const ID_ELECTION = 'https://web.archive.org/web/20250413192801/https://peraturan.bpk.go.id/Details/277337/keppres-no-10-tahun-2024';
const IE = 'https://www.citizensinformation.ie/en/employment/employment_rights_and_conditions/leave_and_holidays/public_holidays_in_ireland.html';
const IE_2022 = 'https://thoughts.maples.com/post/102hipo/new-public-holidays-announced-for-ireland';
const IL = 'https://he.wikisource.org/wiki/פקודת_סדרי_השלטון_והמשפט';
const IL_ELECTIONS = 'https://he.wikisource.org/wiki/חוק_הבחירות_לכנסת';
const IL_INDEPENDENCE = 'https://he.wikisource.org/wiki/חוק_יום_העצמאות';
const IN = 'https://web.archive.org/web/20250413193616/https://www.india.gov.in/calendar';
const IN_DOPT2024 = 'https://www.governmentstaff.in/2023/12/Central-Government-Holidays.html';
const IT = 'https://web.archive.org/web/20250806020941/https://www.gazzettaufficiale.it/eli/gu/1949/05/31/124/sg/pdf';
const IT_NOW = 'https://web.archive.org/web/20260311130312/https://www.italia.it/it/italia/informazioni/orari-e-festivita-in-italia';
const JP = 'https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv';
const KR_2017 = 'https://www.korea.net/NewsFocus/policies/view?articleId=148914';
const KR_2023 = 'http://world.kbs.co.kr/service/news_view.htm?lang=e&Seq_Code=180299';
const KR_2024 = 'https://www.koreaherald.com/view.php?ud=20240903050542';
const KR_2025 = 'https://news1.kr/politics/pm-bai-comm/5659990';
const KR_REG = 'https://www.law.go.kr/법령/관공서의공휴일에관한규정';
const KZ2024 = 'https://web.archive.org/web/20250108222408/https://adilet.zan.kz/kaz/docs/G24G0000109';
const KZ2025 = 'https://web.archive.org/web/20250428203311/https://adilet.zan.kz/kaz/docs/G24G0000436';
const KZLAW = 'https://web.archive.org/web/20241225060133/https://egov.kz/cms/en/articles/holidays-calend';
const MX = 'https://web.archive.org/web/20250414071145/https://www.gob.mx/profedet/es/articulos/sabes-cuales-son-los-dias-de-descanso-obligatorio-para-este-2024';
const MY2024 = 'https://web.archive.org/web/20250220000205/https://www.kabinet.gov.my/bkpp/pdf/hari_kelepasan_am/hka_2024.pdf';
const MY2025 = 'https://web.archive.org/web/20250530072049/https://www.kabinet.gov.my/bkpp/pdf/hari_kelepasan_am/hka_2025.pdf';
const MY_SEP15 = 'https://thesun.my/malaysia-news/employers-must-observe-sept-15-as-additional-public-holiday-CC14527746';
const NL = 'https://web.archive.org/web/20251015082530/https://business.gov.nl/regulation/holiday-entitlement/';
const NL_KD = 'https://wetten.overheid.nl/BWBR0032908/geldigheidsdatum_01-01-2014';
const NO = 'https://lovdata.no/dokument/NL/lov/1995-02-24-12';
const NO_MAI = 'https://web.archive.org/web/20250102052441/https://lovdata.no/dokument/NL/lov/1947-04-26-1';
const NZ_MATARIKI = 'https://www.legislation.govt.nz/act/public/2022/0014/latest/whole.html';
const NZ_QE2 = 'https://www.mbie.govt.nz/business-and-employment/employment-and-skills/employment-legislation-reviews/queen-elizabeth-ii-memorial-day';
const OPM2017 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2017';
const OPM2018 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2018';
const OPM2020 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2020';
const OPM2021 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2021';
const OPM2022 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2022';
const OPM2023 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2023';
const OPM2024 = 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/#url=2024';
const PH2024 = 'https://doe.gov.ph/laws-and-issuances/proclamation-no-368-s-2023';
const PH_ADHA2024 = 'https://mb.com.ph/2024/6/5/marcos-declares-june-17-as-regular-holiday';
const PH_FITR2024 = 'https://lawphil.net/executive/proc/proc2024/proc_514_2024.html';
const PK2024 = 'https://web.archive.org/web/20250118105814/https://cabinet.gov.pk/Detail/OTE2ODBiYmItZmI0MS00NDAwLWE5NGUtYmE1MGVjYzllMzAz';
const PK_ASHURA2024 = 'https://www.brecorder.com/news/40313037/public-holidays';
const PK_TAKBEER = 'https://web.archive.org/web/20241103080918/https://cabinet.gov.pk/SiteImage/Misc/files/Holidays/28-5-24.pdf';
const PL = 'https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19510040028';
const PL_2018 = 'http://powiat.hajnowka.pl/aktualnosci/print/to-juz-pewne-12-listopada-2018-dniem-wolnym-od-pracy';
const PL_2025 = 'https://web.archive.org/web/20250402103635/https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20240001965';
const RU2024 = 'https://web.archive.org/web/20250417024116/https://www.consultant.ru/document/cons_doc_LAW_455140/';
const RU2025 = 'https://web.archive.org/web/20250414071812/https://www.consultant.ru/document/cons_doc_LAW_481586/';
const SA_2023 = 'https://propakistani.pk/2023/09/11/saudi-arabia-announces-public-holiday/';
const SA_FOUNDING = 'https://web.archive.org/web/20250329052253/https://english.alarabiya.net/News/gulf/2022/01/27/Saudi-Arabia-to-commemorate-Founding-Day-on-Feb-22-annually-Royal-order';
const SA_HRSD = 'https://web.archive.org/web/20240610223551/http://laboreducation.hrsd.gov.sa/en/labor-education/322';
const SA_WORLDCUP = 'https://web.archive.org/web/20250409214752/https://www.theguardian.com/world/2022/nov/22/saudi-arabia-declares-public-holiday-mark-world-cup-win-over-argentina';
const SE = 'https://web.archive.org/web/20250414065223/https://www.riksdagen.se/sv/dokument-lagar/dokument/svensk-forfattningssamling/lag-1989253-om-allmanna-helgdagar_sfs-1989-253';
const SG2023 = 'https://www.straitstimes.com/singapore/singapore-to-have-6-long-public-holiday-weekends-in-2023';
const SG2024 = 'https://www.channelnewsasia.com/singapore/public-holiday-dates-singapore-2024-long-weekends-3510676';
const SG2025 = 'https://humanresourcesonline.net/singapore-s-public-holidays-for-2025';
const SG_POLL2023 = 'https://web.archive.org/web/20241113193000/https://www.mom.gov.sg/newsroom/press-releases/2023/0822-public-holiday-on-polling-day---1-sep-2023';
const SG_SG50 = 'https://web.archive.org/web/20241015024728/https://www.mom.gov.sg/newsroom/press-releases/2015/sg50-public-holiday-on-7-august-2015';
const TH2024 = 'https://www.sentangsedtee.com/exclusive/article_265004';
const TH2024_SONGKRAN = 'https://mgronline.com/uptodate/detail/9670000013139';
const TH2025 = 'https://lionnews.co/archives/10176';
const TR_HIJRI = 'https://web.archive.org/web/20250415045516/https://vakithesaplama.diyanet.gov.tr/hicriden_miladiye.php';
const TR_LAW = 'https://web.archive.org/web/20250121111504/http://www.mevzuat.gov.tr/MevzuatMetin/1.5.2429.pdf';
const TW2023 = 'https://web.archive.org/web/20220809133225/https://www.dgpa.gov.tw/en/information?uid=353&pid=11016';
const TW2025LAW = 'https://www.dgpa.gov.tw/information?uid=82&pid=12440';
const TW_CAL = 'https://web.archive.org/web/20260407070053/https://www.dgpa.gov.tw/en/informationlist?uid=353';
const UA2019 = 'https://web.archive.org/web/20220316200919/https://zakon.rada.gov.ua/laws/show/7-2019-р';
const UA2020 = 'https://web.archive.org/web/20250423064733/https://zakon.rada.gov.ua/laws/show/995-2019-р';
const UA2021 = 'https://web.archive.org/web/20250402142530/https://zakon.rada.gov.ua/laws/show/1191-2020-р';
const UA2136 = 'https://web.archive.org/web/20250418204733/https://zakon.rada.gov.ua/laws/show/2136-20';
const UALC73 = 'https://web.archive.org/web/20240607021920/https://zakon1.rada.gov.ua/laws/show/322-08/paran454';
const US_CA = 'https://www.calhr.ca.gov/employees/Pages/state-holidays.aspx';
const US_JUNETEENTH = 'https://www.congress.gov/bill/117th-congress/senate-bill/475';
const US_MA = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleI/Chapter4/Section7';
const UZ2024 = 'https://web.archive.org/web/20250522053835/https://lex.uz/docs/-6704048';
const UZ2025 = 'https://web.archive.org/web/20250422135040/https://lex.uz/docs/-7275687';
const VN2024 = 'https://web.archive.org/web/20241002165957/https://thuvienphapluat.vn/cong-van/EN/Lao-dong-Tien-luong/Official-Dispatch-2450-VPCP-KGVX-2024-swap-of-working-days-during-the-Reunification-Day/606458/tieng-anh.aspx';
const VNLC2012 = 'https://web.archive.org/web/20240706232343/http://vbpl.vn/TW/Pages/vbpqen-toanvan.aspx?ItemID=11013';
const VNLC2019 = 'https://web.archive.org/web/20250108181808/https://vbpl.vn/TW/pages/vbpqen-toanvan.aspx?ItemID=11135';
const ZA = 'https://web.archive.org/web/20250424073852/https://www.gov.za/about-sa/public-holidays';
const ZA_2023 = 'https://web.archive.org/web/20240715110800/https://www.gov.za/speeches/president-cyril-ramaphosa-progress-economic-recovery-30-oct-2023-0000';
const ZA_2024 = 'https://web.archive.org/web/20250427184315/https://www.gov.za/documents/notices/public-holidays-act-declaration-29-may-2024-public-holiday-23-feb-2024';
const ZA_ACT = 'https://web.archive.org/web/20250914045710/https://www.gov.za/sites/default/files/gcis_document/201409/act36of1994.pdf';

// ---------------------------------------------------------------------------------------------------
// Facts, by class

export const HOLIDAY_FACT_CLASSES: readonly { readonly name: string; readonly facts: readonly HolidayFact[] }[] = [
  {
    name: 'working weekends',
    facts: [
      { region: 'CN', date: '2024-02-04', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-02-18', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-04-07', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-04-28', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-05-11', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-09-14', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-09-29', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2024-10-12', expect: 'decreed_working_day', ref: CN2024 },
      { region: 'CN', date: '2025-01-26', expect: 'decreed_working_day', ref: CN2025 },
      { region: 'CN', date: '2025-02-08', expect: 'decreed_working_day', ref: CN2025 },
      { region: 'CN', date: '2025-04-27', expect: 'decreed_working_day', ref: CN2025 },
      { region: 'CN', date: '2025-09-28', expect: 'decreed_working_day', ref: CN2025 },
      { region: 'CN', date: '2025-10-11', expect: 'decreed_working_day', ref: CN2025 },
      { region: 'CN', date: '2023-01-28', expect: 'decreed_working_day', ref: CN2023 },
      { region: 'CN', date: '2023-01-29', expect: 'decreed_working_day', ref: CN2023 },
      { region: 'CN', date: '2023-06-25', expect: 'decreed_working_day', ref: CN2023 },
      { region: 'CN', date: '2023-10-07', expect: 'decreed_working_day', ref: CN2023 },
      { region: 'CN', date: '2026-01-04', expect: 'decreed_working_day', ref: CN2026 },
      { region: 'CN', date: '2026-02-14', expect: 'decreed_working_day', ref: CN2026 },
      { region: 'CN', date: '2026-02-28', expect: 'decreed_working_day', ref: CN2026 },
      { region: 'RU', date: '2024-04-27', expect: 'decreed_working_day', ref: RU2024 },
      { region: 'RU', date: '2024-11-02', expect: 'decreed_working_day', ref: RU2024 },
      { region: 'RU', date: '2024-12-28', expect: 'decreed_working_day', ref: RU2024 },
      { region: 'RU', date: '2025-11-01', expect: 'decreed_working_day', ref: RU2025 },
      { region: 'BY', date: '2024-05-18', expect: 'decreed_working_day', ref: BY2024 },
      { region: 'BY', date: '2024-11-16', expect: 'decreed_working_day', ref: BY2024 },
      { region: 'BY', date: '2025-01-11', expect: 'decreed_working_day', ref: BY2025 },
      { region: 'BY', date: '2025-04-26', expect: 'decreed_working_day', ref: BY2025 },
      { region: 'BY', date: '2025-07-12', expect: 'decreed_working_day', ref: BY2025 },
      { region: 'BY', date: '2025-12-20', expect: 'decreed_working_day', ref: BY2025 },
      { region: 'KZ', date: '2024-05-04', expect: 'decreed_working_day', ref: KZ2024 },
      { region: 'KZ', date: '2025-01-05', expect: 'decreed_working_day', ref: KZ2025 },
      { region: 'UZ', date: '2024-01-06', expect: 'decreed_working_day', ref: UZ2024 },
      { region: 'UZ', date: '2024-04-13', expect: 'decreed_working_day', ref: UZ2024 },
      { region: 'UZ', date: '2024-12-14', expect: 'decreed_working_day', ref: UZ2024 },
      { region: 'UZ', date: '2025-01-04', expect: 'decreed_working_day', ref: UZ2025 },
      { region: 'AZ', date: '2024-04-06', expect: 'decreed_working_day', ref: AZ2024 },
      { region: 'AZ', date: '2025-06-21', expect: 'decreed_working_day', ref: AZ2025 },
      { region: 'HU', date: '2024-08-03', expect: 'decreed_working_day', ref: HU2024 },
      { region: 'HU', date: '2024-12-07', expect: 'decreed_working_day', ref: HU2024 },
      { region: 'HU', date: '2024-12-14', expect: 'decreed_working_day', ref: HU2024 },
      { region: 'HU', date: '2025-05-17', expect: 'decreed_working_day', ref: HU2025 },
      { region: 'HU', date: '2025-10-18', expect: 'decreed_working_day', ref: HU2025 },
      { region: 'HU', date: '2025-12-13', expect: 'decreed_working_day', ref: HU2025 },
      { region: 'TW', date: '2024-02-17', expect: 'decreed_working_day', ref: TW_CAL },
      { region: 'TW', date: '2025-02-08', expect: 'decreed_working_day', ref: TW_CAL },
      { region: 'TW', date: '2023-01-07', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'TW', date: '2023-02-04', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'TW', date: '2023-02-18', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'TW', date: '2023-03-25', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'TW', date: '2023-06-17', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'TW', date: '2023-09-23', expect: 'decreed_working_day', ref: TW2023 },
      { region: 'VN', date: '2024-05-04', expect: 'decreed_working_day', ref: VN2024, note: 'Public sector: the Saturday worked to make 29 April 2024 a day off' },
      { region: 'UA', date: '2019-12-21', expect: 'decreed_working_day', ref: UA2019 },
      { region: 'UA', date: '2019-12-28', expect: 'decreed_working_day', ref: UA2019 },
      { region: 'UA', date: '2020-01-11', expect: 'decreed_working_day', ref: UA2020 },
      { region: 'UA', date: '2021-01-16', expect: 'decreed_working_day', ref: UA2021 },
      { region: 'UA', date: '2021-08-28', expect: 'decreed_working_day', ref: UA2021 },
      { region: 'UA', date: '2021-10-23', expect: 'decreed_working_day', ref: UA2021 },
    ],
  },
  {
    name: 'bridge days',
    facts: [
      { region: 'CN', date: '2024-02-15', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-02-16', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-04-05', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-05-02', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-05-03', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-09-16', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-10-04', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2024-10-07', expect: 'public_holiday', ref: CN2024 },
      { region: 'CN', date: '2025-02-03', expect: 'public_holiday', ref: CN2025 },
      { region: 'CN', date: '2025-02-04', expect: 'public_holiday', ref: CN2025 },
      { region: 'CN', date: '2025-05-05', expect: 'public_holiday', ref: CN2025 },
      { region: 'CN', date: '2025-10-07', expect: 'public_holiday', ref: CN2025 },
      { region: 'CN', date: '2025-10-08', expect: 'public_holiday', ref: CN2025 },
      { region: 'CN', date: '2026-01-02', expect: 'public_holiday', ref: CN2026 },
      { region: 'CN', date: '2026-02-20', expect: 'public_holiday', ref: CN2026 },
      { region: 'CN', date: '2026-02-23', expect: 'public_holiday', ref: CN2026 },
      { region: 'RU', date: '2024-04-29', expect: 'public_holiday', ref: RU2024 },
      { region: 'RU', date: '2024-04-30', expect: 'public_holiday', ref: RU2024 },
      { region: 'RU', date: '2024-05-10', expect: 'public_holiday', ref: RU2024 },
      { region: 'RU', date: '2024-12-30', expect: 'public_holiday', ref: RU2024 },
      { region: 'RU', date: '2024-12-31', expect: 'public_holiday', ref: RU2024 },
      { region: 'RU', date: '2025-05-02', expect: 'public_holiday', ref: RU2025 },
      { region: 'RU', date: '2025-05-08', expect: 'public_holiday', ref: RU2025 },
      { region: 'RU', date: '2025-06-13', expect: 'public_holiday', ref: RU2025 },
      { region: 'RU', date: '2025-11-03', expect: 'public_holiday', ref: RU2025 },
      { region: 'RU', date: '2025-12-31', expect: 'public_holiday', ref: RU2025 },
      { region: 'BY', date: '2024-05-13', expect: 'public_holiday', ref: BY2024 },
      { region: 'BY', date: '2024-11-08', expect: 'public_holiday', ref: BY2024 },
      { region: 'BY', date: '2025-01-06', expect: 'public_holiday', ref: BY2025 },
      { region: 'BY', date: '2025-04-28', expect: 'public_holiday', ref: BY2025 },
      { region: 'BY', date: '2025-07-04', expect: 'public_holiday', ref: BY2025 },
      { region: 'BY', date: '2025-12-26', expect: 'public_holiday', ref: BY2025 },
      { region: 'KZ', date: '2024-05-08', expect: 'public_holiday', ref: KZ2024 },
      { region: 'KZ', date: '2025-01-03', expect: 'public_holiday', ref: KZ2025 },
      { region: 'UZ', date: '2024-01-02', expect: 'public_holiday', ref: UZ2024 },
      { region: 'UZ', date: '2024-04-12', expect: 'public_holiday', ref: UZ2024 },
      { region: 'UZ', date: '2024-12-30', expect: 'public_holiday', ref: UZ2024 },
      { region: 'UZ', date: '2025-01-02', expect: 'public_holiday', ref: UZ2025 },
      { region: 'AZ', date: '2024-04-12', expect: 'public_holiday', ref: AZ2024 },
      { region: 'AZ', date: '2025-03-27', expect: 'public_holiday', ref: AZ2025M, note: 'Working day swapped with 10 March (Cabinet decision of 11 Dec 2024)' },
      { region: 'AZ', date: '2025-03-28', expect: 'public_holiday', ref: AZ2025M, note: 'Working day swapped with 1 April (Cabinet decision of 11 Dec 2024)' },
      { region: 'AZ', date: '2025-06-27', expect: 'public_holiday', ref: AZ2025 },
      { region: 'HU', date: '2024-08-19', expect: 'public_holiday', ref: HU2024 },
      { region: 'HU', date: '2024-12-24', expect: 'public_holiday', ref: HU2024 },
      { region: 'HU', date: '2024-12-27', expect: 'public_holiday', ref: HU2024 },
      { region: 'HU', date: '2025-05-02', expect: 'public_holiday', ref: HU2025 },
      { region: 'HU', date: '2025-10-24', expect: 'public_holiday', ref: HU2025 },
      { region: 'HU', date: '2025-12-24', expect: 'public_holiday', ref: HU2025 },
      { region: 'TW', date: '2024-02-08', expect: 'public_holiday', ref: TW_CAL },
      { region: 'TW', date: '2025-01-27', expect: 'public_holiday', ref: TW_CAL },
      { region: 'VN', date: '2024-04-29', expect: 'public_holiday', ref: VN2024, note: 'Public sector: swapped with Saturday 4 May 2024' },
      { region: 'UA', date: '2019-12-30', expect: 'public_holiday', ref: UA2019, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'UA', date: '2019-12-31', expect: 'public_holiday', ref: UA2019, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'UA', date: '2020-01-06', expect: 'public_holiday', ref: UA2020, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'UA', date: '2021-01-08', expect: 'public_holiday', ref: UA2021, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'UA', date: '2021-08-23', expect: 'public_holiday', ref: UA2021, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'UA', date: '2021-10-15', expect: 'public_holiday', ref: UA2021, note: 'Before martial law (2022): the Cabinet moved working days to make this a day off' },
      { region: 'AR', date: '2024-04-01', expect: 'public_holiday', ref: AR2024, note: 'Feriado con fines turísticos (Decreto 106/2023)' },
      { region: 'AR', date: '2024-06-21', expect: 'public_holiday', ref: AR2024, note: 'Feriado con fines turísticos (Decreto 106/2023)' },
      { region: 'AR', date: '2024-10-11', expect: 'public_holiday', ref: AR2024, note: 'Feriado con fines turísticos (Decreto 106/2023)' },
      { region: 'TH', date: '2024-04-12', expect: 'public_holiday', ref: TH2024_SONGKRAN, note: 'Special government holiday, Cabinet resolution of 13 Feb 2024' },
      { region: 'TH', date: '2025-06-02', expect: 'public_holiday', ref: TH2025, note: 'Special government holiday, Cabinet resolution of 12 Nov 2024' },
      { region: 'TH', date: '2025-08-11', expect: 'public_holiday', ref: TH2025, note: 'Special government holiday, Cabinet resolution of 12 Nov 2024' },
      { region: 'KR', date: '2023-10-02', expect: 'public_holiday', ref: KR_2023, note: 'Temporary public holiday between Chuseok and National Foundation Day' },
      { region: 'KR', date: '2025-01-27', expect: 'public_holiday', ref: KR_2025, note: 'Temporary public holiday before Seollal' },
    ],
  },
  {
    name: 'observed and substitute days',
    facts: [
      { region: 'US', date: '2017-11-10', expect: 'public_holiday', label: /Veterans/i, ref: OPM2017 },
      { region: 'US', date: '2018-11-12', expect: 'public_holiday', label: /Veterans/i, ref: OPM2018 },
      { region: 'US', date: '2023-11-10', expect: 'public_holiday', label: /Veterans/i, ref: OPM2023 },
      { region: 'US', date: '2021-12-24', expect: 'public_holiday', label: /Christmas/i, ref: OPM2021 },
      { region: 'US', date: '2021-12-31', expect: 'public_holiday', label: /New Year/i, ref: OPM2021 },
      { region: 'US', date: '2020-07-03', expect: 'public_holiday', label: /Independence/i, ref: OPM2020 },
      { region: 'US', date: '2022-06-20', expect: 'public_holiday', label: /Juneteenth/i, ref: OPM2022 },
      { region: 'GB', date: '2022-12-27', expect: 'public_holiday', label: /Christmas/i, ref: GB, note: 'Substitute day: Christmas Day 2022 was a Sunday' },
      { region: 'GB', date: '2022-01-03', expect: 'public_holiday', label: /New Year/i, ref: GB, note: 'Substitute day: 1 January 2022 was a Saturday' },
      { region: 'GB', date: '2023-01-02', expect: 'public_holiday', label: /New Year/i, ref: GB, note: 'Substitute day: 1 January 2023 was a Sunday' },
      { region: 'JP', date: '2019-05-06', expect: 'public_holiday', ref: JP, note: "Substitute holiday (furikae kyujitsu) for Children's Day on a Sunday" },
      { region: 'JP', date: '2023-01-02', expect: 'public_holiday', ref: JP, note: "Substitute holiday for New Year's Day on a Sunday" },
      { region: 'JP', date: '2024-09-23', expect: 'public_holiday', ref: JP, note: 'Substitute holiday for Autumnal Equinox Day on a Sunday' },
      { region: 'JP', date: '2020-02-24', expect: 'public_holiday', ref: JP, note: "Substitute holiday for the Emperor's Birthday (23 February) on a Sunday" },
      { region: 'KR', date: '2024-05-06', expect: 'public_holiday', ref: KR_REG, note: "Alternative holiday for Children's Day on a Sunday" },
      { region: 'KR', date: '2023-05-29', expect: 'public_holiday', ref: KR_REG, note: "Alternative holiday for Buddha's Birthday on a Saturday (rule extended in May 2023)" },
      { region: 'KR', date: '2022-10-10', expect: 'public_holiday', ref: KR_REG, note: 'Alternative holiday for Hangul Day on a Sunday' },
      { region: 'KR', date: '2025-03-03', expect: 'public_holiday', ref: KR_REG, note: 'Alternative holiday for Independence Movement Day on a Saturday' },
      { region: 'AU-NSW', date: '2021-12-27', expect: 'public_holiday', ref: AU_NSW, note: 'Christmas Day on a Saturday: additional public holiday' },
      { region: 'AU-NSW', date: '2021-12-28', expect: 'public_holiday', ref: AU_NSW, note: 'Boxing Day on a Sunday: additional public holiday' },
      { region: 'AU-VIC', date: '2022-12-27', expect: 'public_holiday', ref: AU_VIC, note: 'Christmas Day on a Sunday: additional public holiday' },
      { region: 'SG', date: '2024-02-12', expect: 'public_holiday', ref: SG2024, note: 'Chinese New Year (day 2) fell on a Sunday' },
      { region: 'SG', date: '2023-11-13', expect: 'public_holiday', ref: SG2023, note: 'Deepavali fell on a Sunday' },
      { region: 'TH', date: '2024-04-08', expect: 'public_holiday', ref: TH2024, note: 'Substitution for Chakri Memorial Day (Saturday 6 April)' },
      { region: 'TH', date: '2024-04-16', expect: 'public_holiday', ref: TH2024, note: 'Substitution for Songkran (13-14 April on the weekend)' },
      { region: 'TH', date: '2024-07-29', expect: 'public_holiday', ref: TH2024, note: "Substitution for the King's Birthday (Sunday 28 July)" },
      { region: 'ZA', date: '2024-06-17', expect: 'public_holiday', ref: ZA_ACT, note: 'Youth Day (16 June) on a Sunday: the Monday is a public holiday (Public Holidays Act s 2(1))' },
      { region: 'KZ', date: '2024-03-25', expect: 'public_holiday', ref: KZLAW, note: 'Nauryz (21-23 March) with 23 March on a Saturday: the next working day is a day off (Labour Code)' },
      { region: 'MY-14', date: '2024-02-12', expect: 'public_holiday', ref: MY2024, note: 'Chinese New Year day 2 on a Sunday: holiday on Monday (Kuala Lumpur)' },
      { region: 'TW', date: '2025-09-29', expect: 'public_holiday', ref: TW2025LAW, note: "Confucius' Birthday (Sunday 28 September) observed on Monday" },
      { region: 'TW', date: '2025-10-24', expect: 'public_holiday', ref: TW2025LAW, note: 'Restoration Day (Saturday 25 October) observed on Friday' },
    ],
  },
  {
    name: 'lunar calendar',
    facts: [
      { region: 'CN', date: '2024-02-12', expect: 'public_holiday', ref: CN2024, note: 'Spring Festival' },
      { region: 'CN', date: '2025-01-29', expect: 'public_holiday', ref: CN2025, note: 'Spring Festival' },
      { region: 'CN', date: '2025-01-31', expect: 'public_holiday', ref: CN2025, note: 'Spring Festival' },
      { region: 'CN', date: '2024-06-10', expect: 'public_holiday', ref: CN2024, note: 'Dragon Boat Festival' },
      { region: 'CN', date: '2024-09-17', expect: 'public_holiday', ref: CN2024, note: 'Mid-Autumn Festival' },
      { region: 'CN', date: '2025-10-06', expect: 'public_holiday', ref: CN2025, note: 'Mid-Autumn Festival inside the National Day week' },
      { region: 'KR', date: '2024-02-09', expect: 'public_holiday', ref: KR_REG, note: 'Day before Seollal' },
      { region: 'KR', date: '2024-02-12', expect: 'public_holiday', ref: KR_REG, note: 'Alternative holiday for Seollal (second day on a Sunday)' },
      { region: 'KR', date: '2024-09-16', expect: 'public_holiday', ref: KR_REG, note: 'Chuseok holidays' },
      { region: 'KR', date: '2024-09-17', expect: 'public_holiday', ref: KR_REG, note: 'Chuseok' },
      { region: 'KR', date: '2024-09-18', expect: 'public_holiday', ref: KR_REG, note: 'Chuseok holidays' },
      { region: 'KR', date: '2025-10-08', expect: 'public_holiday', ref: KR_REG, note: 'Alternative holiday for Chuseok (5 October on a Sunday)' },
      { region: 'KR', date: '2024-05-15', expect: 'public_holiday', label: /Buddha/i, ref: KR_REG, note: "Buddha's Birthday (8th day of the 4th lunar month)" },
      { region: 'VN', date: '2024-02-08', expect: 'public_holiday', ref: VNLC2019, note: 'Tet holiday 2024 (8-14 February)' },
      { region: 'VN', date: '2024-02-09', expect: 'public_holiday', ref: VNLC2019, note: "Lunar New Year's Eve" },
      { region: 'VN', date: '2024-02-12', expect: 'public_holiday', ref: VNLC2019, note: 'Tet' },
      { region: 'VN', date: '2024-02-14', expect: 'public_holiday', ref: VNLC2019, note: 'Tet holiday, 5th day' },
      { region: 'VN', date: '2025-01-28', expect: 'public_holiday', ref: VNLC2019, note: "Lunar New Year's Eve" },
      { region: 'VN', date: '2025-01-31', expect: 'public_holiday', ref: VNLC2019, note: 'Tet, 3rd day' },
      { region: 'VN', date: '2024-04-18', expect: 'public_holiday', label: /H[uù]ng/i, ref: VNLC2019, note: "Hung Kings' Commemoration (10th day of the 3rd lunar month)" },
      { region: 'TW', date: '2024-02-09', expect: 'public_holiday', ref: TW_CAL, note: "Chinese New Year's Eve" },
      { region: 'TW', date: '2024-02-13', expect: 'public_holiday', ref: TW_CAL, note: 'Spring Festival, observed' },
      { region: 'TW', date: '2024-02-14', expect: 'public_holiday', ref: TW_CAL, note: 'Spring Festival, observed' },
      { region: 'TW', date: '2025-01-28', expect: 'public_holiday', ref: TW_CAL, note: "Chinese New Year's Eve" },
      { region: 'TW', date: '2024-06-10', expect: 'public_holiday', label: /Dragon Boat/i, ref: TW_CAL, note: 'Dragon Boat Festival' },
      { region: 'TW', date: '2024-09-17', expect: 'public_holiday', label: /Mid-Autumn/i, ref: TW_CAL, note: 'Mid-Autumn Festival' },
      { region: 'SG', date: '2025-01-29', expect: 'public_holiday', label: /Chinese New Year/i, ref: SG2025 },
      { region: 'SG', date: '2025-01-30', expect: 'public_holiday', label: /Chinese New Year/i, ref: SG2025 },
      { region: 'SG', date: '2023-01-24', expect: 'public_holiday', ref: SG2023, note: 'Chinese New Year (day 1 on a Sunday): the Tuesday is a holiday' },
      { region: 'SG', date: '2024-05-22', expect: 'public_holiday', label: /Vesak/i, ref: SG2024 },
      { region: 'MY-14', date: '2025-01-29', expect: 'public_holiday', label: /Chinese New Year/i, ref: MY2025 },
      { region: 'MY-14', date: '2025-01-30', expect: 'public_holiday', label: /Chinese New Year/i, ref: MY2025 },
      { region: 'ID', date: '2025-01-29', expect: 'public_holiday', ref: ID2025, note: 'Chinese New Year (Imlek)' },
      { region: 'ID', date: '2024-03-11', expect: 'public_holiday', ref: ID2024, note: 'Day of Silence (Nyepi), Saka New Year' },
      { region: 'TH', date: '2024-05-22', expect: 'public_holiday', label: /Visakha|Vesak/i, ref: TH2024, note: 'Visakha Bucha (full moon of the 6th lunar month)' },
      { region: 'TH', date: '2024-02-26', expect: 'public_holiday', label: /Makha/i, ref: TH2024, note: 'Substitution for Makha Bucha (Saturday 24 February)' },
    ],
  },
  {
    name: 'Islamic calendar',
    facts: [
      { region: 'SA', date: '2024-06-17', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_HRSD, note: 'Eid al-Adha holiday' },
      { region: 'SA', date: '2024-06-18', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_HRSD, note: 'Eid al-Adha holiday' },
      { region: 'SA', date: '2024-04-10', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_HRSD, note: 'Eid al-Fitr holiday' },
      { region: 'SA', date: '2024-04-11', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_HRSD, note: 'Eid al-Fitr holiday' },
      { region: 'AE', date: '2024-06-17', expect: 'public_holiday', ref: AE2024, note: 'Eid al-Adha holiday (15-18 June 2024)' },
      { region: 'AE', date: '2024-06-18', expect: 'public_holiday', ref: AE2024, note: 'Eid al-Adha holiday (15-18 June 2024)' },
      { region: 'AE', date: '2025-03-31', expect: 'public_holiday', ref: AE2025, note: 'Eid al-Fitr holiday (30 March - 1 April 2025)' },
      { region: 'AE', date: '2025-04-01', expect: 'public_holiday', ref: AE2025, note: 'Eid al-Fitr holiday (30 March - 1 April 2025)' },
      { region: 'AE', date: '2025-06-05', expect: 'public_holiday', ref: AE2025_ADHA, note: 'Arafat Day: the Eid al-Adha holiday ran 5-8 June 2025 (python-holidays 0.105 has 3-6 June)' },
      { region: 'AE', date: '2025-06-03', expect: 'working_day', ref: AE2025_ADHA, note: 'Not a holiday: Arafat Day was 5 June 2025 (python-holidays 0.105 has 3 June, wrong)' },
      { region: 'AE', date: '2025-06-04', expect: 'working_day', ref: AE2025_ADHA, note: 'Not a holiday: Eid al-Adha was 6 June 2025 (python-holidays 0.105 has 4 June, wrong)' },
      { region: 'EG', date: '2024-06-17', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG, note: 'Eid al-Adha' },
      { region: 'EG', date: '2024-06-18', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG, note: 'Eid al-Adha' },
      { region: 'EG', date: '2024-04-10', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG, note: 'Eid al-Fitr' },
      { region: 'MY-14', date: '2024-04-10', expect: 'public_holiday', ref: MY2024, note: 'Hari Raya Aidilfitri' },
      { region: 'MY-14', date: '2024-04-11', expect: 'public_holiday', ref: MY2024, note: 'Hari Raya Aidilfitri, second day' },
      { region: 'MY', date: '2024-06-17', expect: 'public_holiday', ref: MY2024, note: 'Hari Raya Haji' },
      { region: 'ID', date: '2024-04-10', expect: 'public_holiday', ref: ID2024, note: 'Idul Fitri 1445 H' },
      { region: 'ID', date: '2024-04-11', expect: 'public_holiday', ref: ID2024, note: 'Idul Fitri 1445 H, second day' },
      { region: 'ID', date: '2024-06-17', expect: 'public_holiday', ref: ID2024, note: 'Idul Adha 1445 H' },
      { region: 'ID', date: '2024-09-16', expect: 'public_holiday', ref: ID2024, note: 'Maulid Nabi Muhammad' },
      { region: 'TR', date: '2024-04-10', expect: 'public_holiday', ref: TR_HIJRI, note: 'Ramazan Bayramı, day 1' },
      { region: 'TR', date: '2024-04-12', expect: 'public_holiday', ref: TR_HIJRI, note: 'Ramazan Bayramı, day 3' },
      { region: 'TR', date: '2024-06-17', expect: 'public_holiday', ref: TR_HIJRI, note: 'Kurban Bayramı, day 2' },
      { region: 'TR', date: '2024-06-19', expect: 'public_holiday', ref: TR_HIJRI, note: 'Kurban Bayramı, day 4' },
      { region: 'PK', date: '2024-04-10', expect: 'public_holiday', ref: PK2024, note: 'Eid ul-Fitr holidays' },
      { region: 'PK', date: '2024-04-12', expect: 'public_holiday', ref: PK2024, note: 'Eid ul-Fitr holidays' },
      { region: 'PK', date: '2024-06-17', expect: 'public_holiday', ref: PK2024, note: 'Eid ul-Azha holidays (17-19 June 2024)' },
      { region: 'PK', date: '2024-06-19', expect: 'public_holiday', ref: PK2024, note: 'Eid ul-Azha holidays (17-19 June 2024)' },
      { region: 'PK', date: '2024-07-16', expect: 'public_holiday', ref: PK_ASHURA2024, note: 'Ashura (9 Muharram 1446) by Cabinet Division notification' },
      { region: 'PK', date: '2024-07-17', expect: 'public_holiday', ref: PK_ASHURA2024, note: 'Ashura (10 Muharram 1446); python-holidays 0.105 has 15-16 July, wrong' },
      { region: 'PK', date: '2024-07-15', expect: 'working_day', ref: PK_ASHURA2024, note: 'Not a holiday: the Ashura holidays were 16-17 July 2024 (python-holidays 0.105 has 15 July, wrong)' },
      { region: 'BD', date: '2024-06-17', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: BD_LIST, note: 'Eid ul-Azha' },
      { region: 'SG', date: '2024-04-10', expect: 'public_holiday', label: /Hari Raya Puasa|Eid al-Fitr/i, ref: SG2024 },
      { region: 'SG', date: '2024-06-17', expect: 'public_holiday', label: /Hari Raya Haji|Eid al-Adha/i, ref: SG2024 },
      { region: 'PH', date: '2024-04-10', expect: 'public_holiday', ref: PH_FITR2024, note: "Eid'l Fitr, regular holiday (Proclamation No. 514, s. 2024)" },
      { region: 'PH', date: '2024-06-17', expect: 'public_holiday', ref: PH_ADHA2024, note: "Eid'l Adha, regular holiday (Proclamation No. 579, s. 2024)" },
      { region: 'IN', date: '2024-04-11', expect: 'public_holiday', ref: IN_DOPT2024, note: "Idu'l Fitr: compulsory holiday of Central Government offices (DoPT OM of 3 July 2023)" },
      { region: 'UZ', date: '2024-04-10', expect: 'public_holiday', ref: UZ2024, note: 'Ramazan hayit' },
      { region: 'AZ', date: '2024-04-10', expect: 'public_holiday', ref: AZ2024, note: 'Ramazan bayramı (10-11 April 2024)' },
      { region: 'AZ', date: '2024-04-11', expect: 'public_holiday', ref: AZ2024, note: 'Ramazan bayramı (10-11 April 2024)' },
    ],
  },
  {
    name: 'one-off days',
    facts: [
      { region: 'GB', date: '2022-06-02', expect: 'public_holiday', ref: GB_JUBILEE, note: 'Spring bank holiday moved from Monday 30 May' },
      { region: 'GB', date: '2022-06-03', expect: 'public_holiday', label: /Jubilee/i, ref: GB_JUBILEE },
      { region: 'GB', date: '2022-09-19', expect: 'public_holiday', label: /Funeral/i, ref: GB_FUNERAL },
      { region: 'GB', date: '2023-05-08', expect: 'public_holiday', label: /Coronation/i, ref: GB_CORONATION },
      { region: 'GB', date: '2020-05-08', expect: 'public_holiday', ref: GB, note: 'Early May bank holiday moved to VE Day (75th anniversary)' },
      { region: 'JP', date: '2019-04-30', expect: 'public_holiday', ref: JP, note: 'Day between two holidays (kokumin no kyujitsu) around the Enthronement Day' },
      { region: 'JP', date: '2019-05-01', expect: 'public_holiday', ref: JP, note: 'Enthronement Day, a one-off holiday set by a 2018 Act' },
      { region: 'JP', date: '2019-05-02', expect: 'public_holiday', ref: JP, note: 'Day between two holidays (kokumin no kyujitsu)' },
      { region: 'JP', date: '2019-10-22', expect: 'public_holiday', ref: JP, note: 'Enthronement ceremony (Sokui-rei-seiden-no-gi)' },
      { region: 'JP', date: '2020-07-23', expect: 'public_holiday', ref: JP, note: 'Marine Day moved for the Tokyo Olympics' },
      { region: 'JP', date: '2020-07-24', expect: 'public_holiday', ref: JP, note: 'Sports Day moved for the Tokyo Olympics' },
      { region: 'JP', date: '2020-08-10', expect: 'public_holiday', ref: JP, note: 'Mountain Day moved for the Tokyo Olympics' },
      { region: 'JP', date: '2021-07-22', expect: 'public_holiday', ref: JP, note: 'Marine Day moved for the Tokyo Olympics' },
      { region: 'JP', date: '2021-07-23', expect: 'public_holiday', ref: JP, note: 'Sports Day moved for the Tokyo Olympics' },
      { region: 'JP', date: '2021-08-09', expect: 'public_holiday', ref: JP, note: 'Substitute holiday for Mountain Day moved to Sunday 8 August' },
      { region: 'AU', date: '2022-09-22', expect: 'public_holiday', ref: AU_MOURNING, note: 'National Day of Mourning for Queen Elizabeth II, one-off national public holiday' },
      { region: 'NZ', date: '2022-09-26', expect: 'public_holiday', ref: NZ_QE2, note: 'Queen Elizabeth II Memorial Day (Act 2022 No 54)' },
      { region: 'KR', date: '2017-10-02', expect: 'public_holiday', ref: KR_2017, note: 'Temporary public holiday' },
      { region: 'KR', date: '2024-10-01', expect: 'public_holiday', ref: KR_2024, note: 'Armed Forces Day designated a temporary holiday for 2024' },
      { region: 'KR', date: '2024-04-10', expect: 'public_holiday', ref: KR_REG, note: 'National Assembly election day' },
      { region: 'KR', date: '2022-06-01', expect: 'public_holiday', ref: KR_REG, note: 'Local election day' },
      { region: 'KR', date: '2025-06-03', expect: 'public_holiday', ref: KR_REG, note: 'Presidential election day' },
      { region: 'SG', date: '2023-09-01', expect: 'public_holiday', ref: SG_POLL2023, note: 'Polling Day (presidential election)' },
      { region: 'SG', date: '2015-08-07', expect: 'public_holiday', ref: SG_SG50, note: 'SG50 public holiday' },
      { region: 'SA', date: '2022-11-23', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_WORLDCUP, note: 'Holiday declared after the World Cup win over Argentina' },
      { region: 'ZA', date: '2024-05-29', expect: 'public_holiday', ref: ZA_2024, note: 'General election day, declared a public holiday' },
      { region: 'ZA', date: '2023-12-15', expect: 'public_holiday', ref: ZA_2023, note: 'Declared for the Rugby World Cup win' },
      { region: 'ID', date: '2024-02-14', expect: 'public_holiday', ref: ID_ELECTION, note: 'General election day (Keppres 10/2024)' },
      { region: 'IE', date: '2022-03-18', expect: 'public_holiday', ref: IE_2022, note: 'Once-off public holiday (Covid-19 remembrance and recognition)' },
      { region: 'IL', date: '2022-11-01', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: IL_ELECTIONS, note: 'Knesset election day is a day of rest (Knesset Elections Law s 10)' },
      { region: 'IL', date: '2021-03-23', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: IL_ELECTIONS, note: 'Knesset election day is a day of rest (Knesset Elections Law s 10)' },
      { region: 'MX', date: '2024-10-01', expect: 'public_holiday', ref: MX, note: 'Transmission of the Federal Executive Power (LFT art. 74 VIII, every six years)' },
      { region: 'MY', date: '2025-09-15', expect: 'public_holiday', ref: MY_SEP15, note: 'Additional public holiday for Malaysia Day 2025, declared under the Holidays Act 1951' },
      { region: 'PL', date: '2018-11-12', expect: 'public_holiday', ref: PL_2018, note: 'One-off holiday for the centenary of independence' },
      { region: 'DE', date: '2017-10-31', expect: 'public_holiday', ref: DE_2017, note: '500th anniversary of the Reformation: a one-off holiday in every state' },
      { region: 'DE-BE', date: '2020-05-08', expect: 'public_holiday', ref: DE_BE_2020, note: 'One-off holiday: 75th anniversary of the liberation' },
      { region: 'UZ', date: '2024-09-03', expect: 'public_holiday', ref: UZ2024, note: 'Additional day off by presidential decree after Independence Day' },
      { region: 'EG', date: '2025-07-24', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG_JUL2025, note: 'July 23 Revolution holiday moved to Thursday (PM Decree 2474 of 2025)' },
    ],
  },
  {
    name: 'holidays that started or ended',
    facts: [
      { region: 'US', date: '2021-06-18', expect: 'public_holiday', label: /Juneteenth/i, ref: OPM2021, note: 'First observance, signed into law on 17 June 2021 (Public Law 117-17); 19 June was a Saturday' },
      { region: 'US', date: '2020-06-19', expect: 'working_day', ref: US_JUNETEENTH, note: 'A Friday before Juneteenth became a federal holiday (2021)' },
      { region: 'BR', date: '2024-11-20', expect: 'public_holiday', ref: BR_14759, note: 'National Day of Zumbi and Black Consciousness: national holiday from 2024 (Lei 14.759/2023)' },
      { region: 'BR-SP', date: '2024-11-20', expect: 'public_holiday', ref: BR_14759, note: 'National Day of Zumbi and Black Consciousness: national holiday from 2024 (Lei 14.759/2023)' },
      { region: 'BR-RJ', date: '2024-11-20', expect: 'public_holiday', ref: BR_14759, note: 'National Day of Zumbi and Black Consciousness: national holiday from 2024 (Lei 14.759/2023)' },
      { region: 'BR-AM', date: '2024-11-20', expect: 'public_holiday', ref: BR_14759, note: 'National Day of Zumbi and Black Consciousness: national holiday from 2024 (Lei 14.759/2023)' },
      { region: 'BR-MT', date: '2024-11-20', expect: 'public_holiday', ref: BR_14759, note: 'National Day of Zumbi and Black Consciousness: national holiday from 2024 (Lei 14.759/2023)' },
      { region: 'BR', date: '2023-11-20', expect: 'working_day', ref: BR_14759, note: 'A Monday before the national holiday existed (Lei 14.759 of 21 Dec 2023)' },
      { region: 'IE', date: '2023-02-06', expect: 'public_holiday', label: /Brigid/i, ref: IE, note: "St Brigid's Day: first Monday in February from 2023" },
      { region: 'IE', date: '2024-02-05', expect: 'public_holiday', label: /Brigid/i, ref: IE },
      { region: 'IE', date: '2022-02-07', expect: 'working_day', ref: IE_2022, note: "First Monday of February 2022, before St Brigid's Day became a public holiday" },
      { region: 'CN', date: '2025-01-28', expect: 'public_holiday', ref: CN795, note: 'Spring Festival Eve is statutory from 2025 (State Council Order No. 795)' },
      { region: 'CN', date: '2026-02-16', expect: 'public_holiday', ref: CN2026, note: 'Spring Festival Eve (statutory since 2025)' },
      { region: 'CN', date: '2024-02-09', expect: 'working_day', ref: CN2024, note: 'Spring Festival Eve 2024 was a working day (employers only encouraged to give it off)' },
      { region: 'CN', date: '2025-05-02', expect: 'public_holiday', ref: CN795, note: 'Labour Day has two statutory days from 2025' },
      { region: 'DK', date: '2023-05-05', expect: 'public_holiday', label: /Prayer|Bededag/i, ref: DK_LIST, note: 'Great Prayer Day, last held in 2023' },
      { region: 'DK', date: '2024-04-26', expect: 'working_day', ref: DK, note: 'Great Prayer Day abolished as a public holiday from 2024 (Act passed on 28 February 2023)' },
      { region: 'PL', date: '2025-12-24', expect: 'public_holiday', ref: PL_2025, note: 'Christmas Eve is a public holiday from 2025' },
      { region: 'PL', date: '2024-12-24', expect: 'working_day', ref: PL_2025, note: 'Christmas Eve 2024, before the 2025 law' },
      { region: 'PL', date: '2011-01-06', expect: 'public_holiday', ref: PL, note: 'Epiphany restored as a public holiday from 2011' },
      { region: 'PL', date: '2010-01-06', expect: 'working_day', ref: PL, note: 'Epiphany 2010, before the holiday was restored' },
      { region: 'SE', date: '2005-05-16', expect: 'working_day', ref: SE, note: 'Whit Monday ceased to be a public holiday in 2005 (replaced by National Day)' },
      { region: 'SE', date: '2024-06-06', expect: 'public_holiday', label: /National/i, ref: SE, note: 'National Day of Sweden, a public holiday since 2005' },
      { region: 'TW', date: '2025-12-25', expect: 'public_holiday', ref: TW2025LAW, note: 'Constitution Day is a day off again from 2025' },
      { region: 'TW', date: '2024-12-25', expect: 'working_day', ref: TW2025LAW, note: 'Constitution Day 2024, before the 2025 Act restored the day off' },
      { region: 'KR', date: '2022-12-26', expect: 'working_day', ref: KR_REG, note: 'Christmas 2022 was a Sunday; alternative holidays for Christmas only apply from May 2023' },
      { region: 'JP', date: '2019-12-23', expect: 'working_day', ref: JP, note: "No Emperor's Birthday in 2019: it moved from 23 December to 23 February" },
      { region: 'JP', date: '2018-12-24', expect: 'public_holiday', ref: JP, note: "Substitute holiday for the Emperor's Birthday (23 December, Akihito) on a Sunday" },
      { region: 'TR', date: '2024-07-15', expect: 'public_holiday', ref: TR_LAW, note: 'Democracy and National Unity Day (Law 2429 as amended in 2016)' },
      { region: 'TR', date: '2016-07-15', expect: 'working_day', ref: TR_LAW, note: 'Before 15 July became a holiday (added to Law 2429 after the 2016 coup attempt)' },
      { region: 'HU', date: '2024-03-29', expect: 'public_holiday', ref: HUGF, note: 'Good Friday is a public holiday from 2017' },
      { region: 'HU', date: '2016-03-25', expect: 'working_day', ref: HUGF, note: 'Good Friday 2016, before it became a public holiday' },
      { region: 'AT', date: '2019-04-19', expect: 'working_day', ref: AT_2019, note: 'Good Friday was never a general holiday; the Protestant-only day off was abolished in 2019' },
      { region: 'SA', date: '2022-02-22', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_FOUNDING, note: 'Founding Day, from 2022 (royal order of 27 January 2022)' },
      { region: 'SA', date: '2021-02-22', expect: 'working_day', working_days: SUNDAY_TO_THURSDAY, ref: SA_FOUNDING, note: '22 February 2021, before Founding Day existed' },
      { region: 'BD', date: '2024-08-15', expect: 'working_day', working_days: SUNDAY_TO_THURSDAY, ref: BD_AUG15, note: 'National Mourning Day holiday cancelled on 13 August 2024 (python-holidays 0.105 still lists it, wrong)' },
      { region: 'BD', date: '2025-08-05', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: BD2025, note: 'July Mass Uprising Day, a general holiday from 2025' },
      { region: 'PK', date: '2024-05-28', expect: 'public_holiday', ref: PK_TAKBEER, note: 'Youm-e-Takbeer declared a public holiday in 2024' },
      { region: 'NZ', date: '2022-06-24', expect: 'public_holiday', label: /Matariki/i, ref: NZ_MATARIKI, note: 'First Matariki public holiday' },
      { region: 'NL', date: '2013-04-30', expect: 'public_holiday', ref: NL_KD, note: "Queen's Day, last held on 30 April" },
      { region: 'NL', date: '2014-04-30', expect: 'working_day', ref: NL_KD, note: "From 2014 King's Day is 27 April (26 April when the 27th is a Sunday)" },
      { region: 'VN', date: '2020-09-03', expect: 'working_day', ref: VNLC2012, note: 'Before the 2019 Labour Code (from 2021) added a second National Day holiday' },
      { region: 'VN', date: '2024-09-03', expect: 'public_holiday', ref: VNLC2019, note: 'Second National Day holiday (Labour Code 2019, art. 112)' },
      { region: 'DE-BE', date: '2019-03-08', expect: 'public_holiday', label: /Women/i, ref: DE_BE, note: "International Women's Day, a Berlin holiday from 2019" },
      { region: 'DE-BE', date: '2018-03-08', expect: 'working_day', ref: DE_BE, note: "Before International Women's Day became a Berlin holiday" },
      { region: 'DE-MV', date: '2024-03-08', expect: 'public_holiday', ref: DE_MV, note: "International Women's Day, a holiday in Mecklenburg-Vorpommern from 2023" },
      { region: 'DE-NI', date: '2018-10-31', expect: 'public_holiday', ref: DE_NI, note: 'Reformation Day, a Lower Saxony holiday from 2018' },
      { region: 'DE-TH', date: '2024-09-20', expect: 'public_holiday', label: /Children/i, ref: DE_TH, note: "World Children's Day, a Thuringia holiday from 2019" },
      { region: 'UA', date: '2024-01-01', expect: 'working_day', ref: UA2136, note: 'Under martial law (Law 2136-IX) public holidays are not days off (python-holidays lists none from 2023)' },
    ],
  },
  {
    name: 'subdivision days',
    facts: [
      { region: 'DE-BY', date: '2024-05-30', expect: 'public_holiday', label: /Corpus|Fronleichnam/i, ref: DE_BY },
      { region: 'DE-BY', date: '2024-11-01', expect: 'public_holiday', label: /Saints|Allerheiligen/i, ref: DE_BY },
      { region: 'DE-SN', date: '2024-11-20', expect: 'public_holiday', ref: DE_SN, note: 'Day of Repentance and Prayer (Buß- und Bettag)' },
      { region: 'DE-HH', date: '2024-10-31', expect: 'public_holiday', ref: DE_HH, note: 'Reformation Day (Hamburg, from 2018)' },
      { region: 'CH-ZH', date: '2024-05-01', expect: 'public_holiday', ref: CH_ZH, note: 'Labour Day is a public holiday in the canton of Zurich' },
      { region: 'CH-ZH', date: '2024-12-26', expect: 'public_holiday', ref: CH_ZH, note: "St Stephen's Day" },
      { region: 'CH-ZH', date: '2024-04-01', expect: 'public_holiday', ref: CH_ZH, note: 'Easter Monday' },
      { region: 'CH-GE', date: '2024-09-05', expect: 'public_holiday', label: /genev/i, ref: CH_FED, note: 'Jeûne genevois' },
      { region: 'CH-VD', date: '2024-09-16', expect: 'public_holiday', ref: CH_FED, note: 'Lundi du Jeûne fédéral' },
      { region: 'ES-MD', date: '2024-05-02', expect: 'public_holiday', label: /Madrid|Comunidad/i, ref: ES2024, note: 'Fiesta de la Comunidad de Madrid' },
      { region: 'ES-MD', date: '2024-03-28', expect: 'public_holiday', ref: ES2024, note: 'Maundy Thursday (Madrid)' },
      { region: 'ES-MD', date: '2024-07-25', expect: 'public_holiday', ref: ES2024, note: 'Santiago Apóstol, Madrid 2024' },
      { region: 'ES-CT', date: '2024-09-11', expect: 'public_holiday', ref: ES2024, note: 'Diada Nacional de Catalunya' },
      { region: 'ES-CT', date: '2024-06-24', expect: 'public_holiday', ref: ES2024, note: 'Sant Joan' },
      { region: 'ES-CT', date: '2024-12-26', expect: 'public_holiday', ref: ES2024, note: 'Sant Esteve' },
      { region: 'ES-AN', date: '2024-02-28', expect: 'public_holiday', label: /Andaluc|Andalusia/i, ref: ES2024, note: 'Día de Andalucía' },
      { region: 'CA-QC', date: '2024-06-24', expect: 'public_holiday', ref: CA_QC, note: 'Fête nationale du Québec' },
      { region: 'CA-QC', date: '2024-05-20', expect: 'public_holiday', ref: CA_QC_LS, note: "National Patriots' Day" },
      { region: 'CA-ON', date: '2024-02-19', expect: 'public_holiday', label: /Family/i, ref: CA_ON, note: 'Family Day' },
      { region: 'CA-ON', date: '2024-12-26', expect: 'public_holiday', label: /Boxing/i, ref: CA_ON, note: 'Boxing Day' },
      { region: 'AU-NSW', date: '2024-06-10', expect: 'public_holiday', label: /King/i, ref: AU_NSW, note: "King's Birthday (second Monday in June)" },
      { region: 'AU-NSW', date: '2024-10-07', expect: 'public_holiday', label: /Labou?r/i, ref: AU_NSW, note: 'Labour Day (first Monday in October)' },
      { region: 'AU-VIC', date: '2024-09-27', expect: 'public_holiday', ref: AU_VIC, note: 'Friday before the AFL Grand Final' },
      { region: 'AU-QLD', date: '2024-05-06', expect: 'public_holiday', label: /Labou?r/i, ref: AU_QLD, note: 'Labour Day (first Monday in May)' },
      { region: 'AU-WA', date: '2024-06-03', expect: 'public_holiday', ref: AU_WA, note: 'Western Australia Day (first Monday in June)' },
      { region: 'US-CA', date: '2024-11-29', expect: 'public_holiday', ref: US_CA, note: 'Day after Thanksgiving, a California state holiday' },
      { region: 'US-CA', date: '2025-03-31', expect: 'public_holiday', label: /Ch[aá]vez/i, ref: US_CA, note: 'César Chávez Day' },
      { region: 'US-MA', date: '2024-04-15', expect: 'public_holiday', label: /Patriots/i, ref: US_MA, note: "Patriots' Day (third Monday in April)" },
      { region: 'GB-SCT', date: '2024-01-02', expect: 'public_holiday', ref: GB, note: '2 January bank holiday (Scotland)' },
      { region: 'GB-SCT', date: '2024-08-05', expect: 'public_holiday', ref: GB, note: 'Summer bank holiday (Scotland)' },
      { region: 'GB-NIR', date: '2024-07-12', expect: 'public_holiday', label: /Boyne|Orangemen/i, ref: GB, note: 'Battle of the Boyne (Northern Ireland)' },
      { region: 'GB-NIR', date: '2024-03-18', expect: 'public_holiday', label: /Patrick/i, ref: GB, note: "St Patrick's Day substitute (17 March was a Sunday)" },
      { region: 'GB-ENG', date: '2024-08-26', expect: 'public_holiday', ref: GB, note: 'Summer bank holiday (England and Wales)' },
      { region: 'BR-RJ', date: '2024-04-23', expect: 'public_holiday', label: /Jorge|George/i, ref: BR_RJ, note: "St George's Day, Rio de Janeiro state (Lei 5198/2008)" },
      { region: 'FR-57', date: '2024-12-26', expect: 'public_holiday', ref: FR, note: 'Second day of Christmas in Alsace-Moselle (Code du travail L3134-13)' },
      { region: 'FR-57', date: '2024-03-29', expect: 'public_holiday', ref: FR, note: 'Good Friday in Alsace-Moselle' },
    ],
  },
  {
    name: 'days that are not holidays',
    facts: [
      { region: 'UA', date: '2024-01-02', expect: 'working_day', ref: UALC73, note: '2 January is not a public holiday in Ukraine' },
      { region: 'US', date: '2023-11-13', expect: 'working_day', ref: OPM2023, note: 'Veterans Day 2023 (Saturday) was observed on Friday 10 November, not Monday' },
      { region: 'US', date: '2024-04-15', expect: 'working_day', ref: OPM2024, note: "Patriots' Day is a Massachusetts (and Maine) holiday, not a federal one" },
      { region: 'GB', date: '2022-05-30', expect: 'working_day', ref: GB_JUBILEE, note: 'The spring bank holiday moved to Thursday 2 June 2022' },
      { region: 'GB', date: '2020-05-04', expect: 'working_day', ref: GB, note: 'The early May bank holiday moved to Friday 8 May 2020' },
      { region: 'GB', date: '2024-04-01', expect: 'working_day', ref: GB, note: 'Easter Monday is not a bank holiday in Scotland, so not UK-wide' },
      { region: 'JP', date: '2020-07-20', expect: 'working_day', ref: JP, note: 'Marine Day moved to 23 July for the Olympics' },
      { region: 'JP', date: '2020-10-12', expect: 'working_day', ref: JP, note: 'Sports Day moved to 24 July for the Olympics' },
      { region: 'JP', date: '2020-08-11', expect: 'working_day', ref: JP, note: 'Mountain Day moved to 10 August for the Olympics' },
      { region: 'JP', date: '2021-07-19', expect: 'working_day', ref: JP, note: 'Marine Day moved to 22 July for the Olympics' },
      { region: 'JP', date: '2021-10-11', expect: 'working_day', ref: JP, note: 'Sports Day moved to 23 July for the Olympics' },
      { region: 'JP', date: '2021-08-11', expect: 'working_day', ref: JP, note: 'Mountain Day moved to 8 August for the Olympics' },
      { region: 'KR', date: '2025-10-01', expect: 'working_day', ref: KR_REG, note: 'Armed Forces Day is not a public holiday (2024 was a one-off)' },
      { region: 'DE', date: '2018-10-31', expect: 'working_day', ref: DE_2017, note: 'Reformation Day is a holiday only in some states' },
      { region: 'DE-BE', date: '2024-10-31', expect: 'working_day', ref: DE_BE, note: 'Reformation Day is not a holiday in Berlin' },
      { region: 'CA-QC', date: '2024-08-05', expect: 'working_day', ref: CA_QC_LS, note: 'The Civic Holiday is not a statutory holiday in Quebec' },
      { region: 'CA-ON', date: '2024-08-05', expect: 'working_day', ref: CA_ON, note: 'The Civic Holiday is not a public holiday under the Employment Standards Act' },
      { region: 'CA-QC', date: '2024-12-26', expect: 'working_day', ref: CA_QC_LS, note: 'Boxing Day is not a statutory holiday in Quebec' },
      { region: 'ES-CT', date: '2024-03-28', expect: 'working_day', ref: ES2024, note: 'Maundy Thursday is not a holiday in Catalonia' },
      { region: 'AU-NSW', date: '2024-08-05', expect: 'working_day', ref: AU_NSW, note: 'The NSW Bank Holiday is not a public holiday' },
      { region: 'AU', date: '2024-06-10', expect: 'working_day', ref: AU_FWO, note: "King's Birthday is in September in Western Australia, so not nationwide" },
      { region: 'BR', date: '2024-02-13', expect: 'working_day', ref: BR_PORTARIA2024, note: 'Carnival is a ponto facultativo, not a national holiday' },
      { region: 'BR', date: '2024-05-30', expect: 'working_day', ref: BR_PORTARIA2024, note: 'Corpus Christi is a ponto facultativo, not a national holiday' },
      { region: 'MX', date: '2024-11-20', expect: 'working_day', ref: MX, note: 'Revolution Day is observed on the third Monday of November (18 November 2024)' },
      { region: 'CO', date: '2024-08-15', expect: 'working_day', ref: CO, note: 'Assumption moved to Monday 19 August (Ley 51 de 1983)' },
      { region: 'CO', date: '2024-03-19', expect: 'working_day', ref: CO, note: "St Joseph's Day moved to Monday 25 March (Ley 51 de 1983)" },
      { region: 'AR', date: '2024-11-20', expect: 'working_day', ref: AR_LAW, note: 'National Sovereignty Day moved to Monday 18 November 2024' },
      { region: 'FR', date: '2024-12-26', expect: 'working_day', ref: FR, note: '26 December is a holiday only in Alsace-Moselle' },
      { region: 'EG', date: '2025-07-23', expect: 'working_day', working_days: SUNDAY_TO_THURSDAY, ref: EG_JUL2025, note: 'The July 23 holiday was moved to Thursday 24 July 2025' },
      { region: 'SA', date: '2023-09-24', expect: 'working_day', working_days: SUNDAY_TO_THURSDAY, ref: SA_2023, note: 'National Day 2023 fell on a Saturday and HRSD gave that Saturday off; Sunday 24 September was off only for schools and universities (python-holidays 0.105 lists it as an observed holiday, wrong)' },
      { region: 'CH', date: '2024-04-01', expect: 'working_day', ref: CH_FED, note: 'Easter Monday is a cantonal holiday, not a federal one' },
      { region: 'IE', date: '2024-03-29', expect: 'working_day', ref: IE, note: 'Good Friday is not a public holiday in Ireland' },
    ],
  },
  {
    name: 'statutory national days',
    facts: [
      { region: 'US', date: '2024-06-19', expect: 'public_holiday', label: /Juneteenth/i, ref: OPM2024 },
      { region: 'DE', date: '2024-10-03', expect: 'public_holiday', ref: DE_EV, note: 'German Unity Day' },
      { region: 'IN', date: '2024-01-26', expect: 'public_holiday', label: /Republic/i, ref: IN },
      { region: 'IN', date: '2024-08-15', expect: 'public_holiday', label: /Independence/i, ref: IN },
      { region: 'IN', date: '2024-10-02', expect: 'public_holiday', label: /Gandhi/i, ref: IN },
      { region: 'IN', date: '2024-10-31', expect: 'public_holiday', ref: IN_DOPT2024, note: 'Diwali: compulsory holiday of Central Government offices (DoPT OM of 3 July 2023)' },
      { region: 'FR', date: '2024-05-08', expect: 'public_holiday', ref: FR, note: 'Victoire 1945' },
      { region: 'FR', date: '2024-11-11', expect: 'public_holiday', ref: FR, note: 'Armistice 1918' },
      { region: 'FR', date: '2024-08-15', expect: 'public_holiday', ref: FR, note: 'Assomption' },
      { region: 'IT', date: '2024-04-25', expect: 'public_holiday', ref: IT, note: 'Festa della Liberazione' },
      { region: 'IT', date: '2025-06-02', expect: 'public_holiday', ref: IT_NOW, note: 'Festa della Repubblica' },
      { region: 'IT', date: '2024-12-26', expect: 'public_holiday', ref: IT_NOW, note: 'Santo Stefano' },
      { region: 'CA', date: '2024-07-01', expect: 'public_holiday', label: /Canada/i, ref: CA_LABOUR },
      { region: 'MX', date: '2024-02-05', expect: 'public_holiday', ref: MX, note: 'Constitution Day (first Monday of February)' },
      { region: 'MX', date: '2024-03-18', expect: 'public_holiday', ref: MX, note: "Benito Juárez's birthday (third Monday of March)" },
      { region: 'MX', date: '2024-11-18', expect: 'public_holiday', ref: MX, note: 'Revolution Day (third Monday of November)' },
      { region: 'MX', date: '2024-09-16', expect: 'public_holiday', ref: MX, note: 'Independence Day' },
      { region: 'AU', date: '2024-01-26', expect: 'public_holiday', label: /Australia/i, ref: AU_FWO },
      { region: 'AU', date: '2024-04-25', expect: 'public_holiday', label: /Anzac/i, ref: AU_FWO },
      { region: 'ES', date: '2024-08-15', expect: 'public_holiday', ref: ES2024, note: 'Asunción de la Virgen' },
      { region: 'ES', date: '2024-12-06', expect: 'public_holiday', ref: ES2024, note: 'Día de la Constitución' },
      { region: 'ES', date: '2024-11-01', expect: 'public_holiday', ref: ES2024, note: 'Todos los Santos' },
      { region: 'NL', date: '2023-04-27', expect: 'public_holiday', label: /King/i, ref: NL_KD, note: "King's Day" },
      { region: 'NL', date: '2024-05-09', expect: 'public_holiday', ref: NL, note: 'Ascension Day' },
      { region: 'NL', date: '2024-05-20', expect: 'public_holiday', ref: NL, note: 'Whit Monday' },
      { region: 'TR', date: '2024-04-23', expect: 'public_holiday', ref: TR_LAW, note: "National Sovereignty and Children's Day" },
      { region: 'TR', date: '2024-10-29', expect: 'public_holiday', ref: TR_LAW, note: 'Republic Day' },
      { region: 'SA', date: '2024-09-23', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_HRSD, note: 'Saudi National Day' },
      { region: 'SA', date: '2024-02-22', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: SA_FOUNDING, note: 'Founding Day' },
      { region: 'CH', date: '2024-08-01', expect: 'public_holiday', ref: CH_FED, note: 'Swiss National Day (federal holiday)' },
      { region: 'PL', date: '2024-05-03', expect: 'public_holiday', ref: PL, note: 'Constitution Day' },
      { region: 'PL', date: '2024-05-30', expect: 'public_holiday', ref: PL, note: 'Corpus Christi' },
      { region: 'PL', date: '2024-11-11', expect: 'public_holiday', ref: PL, note: 'Independence Day' },
      { region: 'TW', date: '2024-10-10', expect: 'public_holiday', label: /National/i, ref: TW_CAL, note: 'National Day' },
      { region: 'TW', date: '2024-02-28', expect: 'public_holiday', label: /Peace/i, ref: TW_CAL, note: 'Peace Memorial Day' },
      { region: 'BE', date: '2024-05-09', expect: 'public_holiday', ref: BE, note: 'Ascension Day' },
      { region: 'BE', date: '2024-11-11', expect: 'public_holiday', ref: BE, note: 'Armistice Day' },
      { region: 'BE', date: '2024-08-15', expect: 'public_holiday', ref: BE, note: 'Assumption' },
      { region: 'SE', date: '2024-05-09', expect: 'public_holiday', ref: SE, note: 'Ascension Day' },
      { region: 'SE', date: '2025-01-06', expect: 'public_holiday', ref: SE, note: 'Epiphany' },
      { region: 'AT', date: '2024-05-30', expect: 'public_holiday', ref: AT, note: 'Corpus Christi' },
      { region: 'AT', date: '2024-12-26', expect: 'public_holiday', ref: AT, note: "St Stephen's Day" },
      { region: 'AT', date: '2024-08-15', expect: 'public_holiday', ref: AT, note: 'Assumption' },
      { region: 'IL', date: '2024-05-14', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: IL_INDEPENDENCE, note: 'Independence Day, moved from Monday 13 May (5 Iyar) to Tuesday' },
      { region: 'IL', date: '2023-09-25', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: IL, note: 'Yom Kippur' },
      { region: 'IL', date: '2024-06-12', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: IL, note: 'Shavuot' },
      { region: 'TH', date: '2024-12-05', expect: 'public_holiday', ref: TH2024, note: "National Day (King Bhumibol's birthday)" },
      { region: 'TH', date: '2024-04-15', expect: 'public_holiday', label: /Songkran/i, ref: TH2024 },
      { region: 'NO', date: '2024-05-17', expect: 'public_holiday', ref: NO_MAI, note: 'Constitution Day' },
      { region: 'NO', date: '2024-03-28', expect: 'public_holiday', ref: NO, note: 'Maundy Thursday' },
      { region: 'NO', date: '2024-05-09', expect: 'public_holiday', ref: NO, note: 'Ascension Day' },
      { region: 'SG', date: '2024-08-09', expect: 'public_holiday', label: /National/i, ref: SG2024 },
      { region: 'AE', date: '2024-12-02', expect: 'public_holiday', label: /National/i, ref: AE2024 },
      { region: 'AE', date: '2024-12-03', expect: 'public_holiday', label: /National/i, ref: AE2024 },
      { region: 'PH', date: '2024-04-09', expect: 'public_holiday', label: /Valor|Kagitingan/i, ref: PH2024 },
      { region: 'PH', date: '2024-06-12', expect: 'public_holiday', label: /Independence/i, ref: PH2024 },
      { region: 'PH', date: '2024-08-26', expect: 'public_holiday', label: /Heroes/i, ref: PH2024 },
      { region: 'PH', date: '2024-03-28', expect: 'public_holiday', label: /Maundy/i, ref: PH2024 },
      { region: 'VN', date: '2024-04-30', expect: 'public_holiday', ref: VNLC2019, note: 'Reunification Day' },
      { region: 'VN', date: '2024-05-01', expect: 'public_holiday', ref: VNLC2019, note: 'International Labour Day' },
      { region: 'BD', date: '2024-02-21', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: BD_LIST, note: 'Shaheed Day and International Mother Language Day' },
      { region: 'BD', date: '2024-03-26', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: BD_LIST, note: 'Independence Day' },
      { region: 'BD', date: '2024-12-16', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: BD_LIST, note: 'Victory Day' },
      { region: 'MY', date: '2024-09-16', expect: 'public_holiday', label: /Malaysia/i, ref: MY2024, note: 'Malaysia Day' },
      { region: 'MY', date: '2024-06-03', expect: 'public_holiday', ref: MY2024, note: 'Birthday of the Yang di-Pertuan Agong' },
      { region: 'DK', date: '2024-03-28', expect: 'public_holiday', ref: DK_LIST, note: 'Maundy Thursday' },
      { region: 'DK', date: '2024-05-09', expect: 'public_holiday', ref: DK_LIST, note: 'Ascension Day' },
      { region: 'CO', date: '2024-01-08', expect: 'public_holiday', ref: CO, note: 'Epiphany moved to Monday (Ley 51 de 1983)' },
      { region: 'CO', date: '2024-08-19', expect: 'public_holiday', ref: CO, note: 'Assumption moved to Monday (Ley 51 de 1983)' },
      { region: 'CO', date: '2024-11-11', expect: 'public_holiday', ref: CO, note: 'Independence of Cartagena' },
      { region: 'ZA', date: '2024-03-21', expect: 'public_holiday', label: /Human Rights/i, ref: ZA },
      { region: 'ZA', date: '2024-12-16', expect: 'public_holiday', label: /Reconciliation/i, ref: ZA },
      { region: 'EG', date: '2024-01-07', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG, note: 'Coptic Christmas (a Sunday, a working day in Egypt)' },
      { region: 'EG', date: '2024-04-25', expect: 'public_holiday', working_days: SUNDAY_TO_THURSDAY, ref: EG, note: 'Sinai Liberation Day' },
      { region: 'PK', date: '2024-02-05', expect: 'public_holiday', label: /Kashmir/i, ref: PK2024 },
      { region: 'PK', date: '2024-08-14', expect: 'public_holiday', label: /Independence/i, ref: PK2024 },
      { region: 'ID', date: '2024-05-09', expect: 'public_holiday', ref: ID2024, note: 'Ascension of Jesus Christ' },
      { region: 'ID', date: '2024-05-23', expect: 'public_holiday', ref: ID2024, note: 'Vesak' },
      { region: 'AR', date: '2024-06-17', expect: 'public_holiday', ref: AR_LAW, note: 'Paso a la Inmortalidad del General Güemes (17 June, a Monday in 2024)' },
      { region: 'AR', date: '2024-11-18', expect: 'public_holiday', ref: AR_LAW, note: 'Día de la Soberanía Nacional (moved to Monday)' },
      { region: 'AR', date: '2024-04-02', expect: 'public_holiday', label: /Malvinas/i, ref: AR_LAW },
      { region: 'IE', date: '2024-08-05', expect: 'public_holiday', ref: IE, note: 'August bank holiday' },
      { region: 'IE', date: '2024-06-03', expect: 'public_holiday', ref: IE, note: 'June bank holiday' },
      { region: 'KR', date: '2024-10-09', expect: 'public_holiday', label: /Hangul/i, ref: KR_REG },
      { region: 'RU', date: '2024-06-12', expect: 'public_holiday', label: /Russia/i, ref: RU2024 },
      { region: 'GB', date: '2024-05-27', expect: 'public_holiday', ref: GB, note: 'Spring bank holiday (UK-wide)' },
      { region: 'BR', date: '2024-11-15', expect: 'public_holiday', ref: BR_662, note: 'Proclamação da República' },
      { region: 'CN', date: '2024-10-03', expect: 'public_holiday', ref: CN2024, note: 'National Day' },
      { region: 'JP', date: '2024-02-23', expect: 'public_holiday', ref: JP, note: "Emperor's Birthday (Naruhito, from 2020)" },
      { region: 'VN', date: '2024-09-02', expect: 'public_holiday', ref: VNLC2019, note: 'National Day' },
    ],
  },
];

/** Business-day counts over spans, both ends included. */
export const COUNT_FACTS: readonly CountFact[] = [
  { region: 'US', start: '2023-11-06', end: '2023-11-17', business_days: 9, ref: OPM2023, note: 'Veterans Day observed on Friday 10 November 2023' },
  { region: 'CN', start: '2024-02-01', end: '2024-02-29', business_days: 18, ref: CN2024, note: 'Spring Festival 10-17 February off, Sundays 4 and 18 February worked' },
  { region: 'CN', start: '2024-09-28', end: '2024-10-13', business_days: 7, ref: CN2024, note: 'National Day 1-7 October off, 29 September and 12 October worked' },
  { region: 'RU', start: '2024-01-01', end: '2024-12-31', business_days: 248, ref: RU2024, note: 'The 2024 production calendar (five-day week) has 248 working days' },
  { region: 'RU', start: '2025-01-01', end: '2025-12-31', business_days: 247, ref: RU2025, note: 'The 2025 production calendar (five-day week) has 247 working days' },
  { region: 'JP', start: '2019-04-27', end: '2019-05-06', business_days: 0, ref: JP, note: 'The ten-day Golden Week of the 2019 enthronement' },
  { region: 'GB', start: '2022-05-30', end: '2022-06-03', business_days: 3, ref: GB_JUBILEE, note: 'Platinum Jubilee week: 2 and 3 June are bank holidays, 30 May is not' },
  { region: 'KR', start: '2023-09-28', end: '2023-10-03', business_days: 0, ref: KR_2023, note: 'Chuseok, the temporary holiday of 2 October and National Foundation Day' },
  { region: 'HU', start: '2024-12-01', end: '2024-12-31', business_days: 20, ref: HU2024, note: 'December 2024: 24 and 27 December off, Saturdays 7 and 14 December worked' },
  { region: 'BY', start: '2025-04-21', end: '2025-05-04', business_days: 8, ref: BY2025, note: 'Radunitsa 2025: 28 April off, Saturday 26 April worked' },
];
