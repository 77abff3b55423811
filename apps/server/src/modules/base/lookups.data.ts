import { createRequire } from 'node:module';

const countries: unknown = createRequire(import.meta.url)('world-countries/countries.json');

export interface CountrySeed {
  code: string;
  iso3: string;
  en: string;
  cn: string;
  /** Calling code without "+", or null (Antarctica, Heard Island). */
  phoneCode: string | null;
}

interface WorldCountry {
  cca2: string;
  cca3: string;
  name: { common: string };
  translations: Record<string, { common: string }>;
  idd: { root?: string; suffixes?: string[] };
}

/**
 * Every ISO 3166-1 country and territory (the world-countries data set). The calling code is the
 * root plus the suffix when there is one suffix (+65); countries sharing a root with many area
 * suffixes (+1 North America, +7 Russia/Kazakhstan) keep the root alone.
 */
export function countrySeeds(): CountrySeed[] {
  return (countries as unknown as WorldCountry[])
    .map((c) => {
      const root = c.idd.root ?? '';
      const suffixes = c.idd.suffixes ?? [];
      const code = root ? `${root}${suffixes.length === 1 ? suffixes[0] : ''}`.replace('+', '') : null;
      return { code: c.cca2, iso3: c.cca3, en: c.name.common, cn: c.translations.zho?.common ?? c.name.common, phoneCode: code };
    })
    .sort((a, b) => a.en.localeCompare(b.en));
}

/** Universities staff most often list (Singapore first, then the region and the usual overseas ones). */
export const universitySeeds: { code: string; name: string; countryCode: string }[] = [
  { code: 'NUS', name: 'National University of Singapore', countryCode: 'SG' },
  { code: 'NTU', name: 'Nanyang Technological University', countryCode: 'SG' },
  { code: 'SMU', name: 'Singapore Management University', countryCode: 'SG' },
  { code: 'SUTD', name: 'Singapore University of Technology and Design', countryCode: 'SG' },
  { code: 'SIT', name: 'Singapore Institute of Technology', countryCode: 'SG' },
  { code: 'SUSS', name: 'Singapore University of Social Sciences', countryCode: 'SG' },
  { code: 'NP', name: 'Ngee Ann Polytechnic', countryCode: 'SG' },
  { code: 'SP', name: 'Singapore Polytechnic', countryCode: 'SG' },
  { code: 'TP', name: 'Temasek Polytechnic', countryCode: 'SG' },
  { code: 'RP', name: 'Republic Polytechnic', countryCode: 'SG' },
  { code: 'NYP', name: 'Nanyang Polytechnic', countryCode: 'SG' },
  { code: 'ITE', name: 'Institute of Technical Education', countryCode: 'SG' },
  { code: 'UM', name: 'Universiti Malaya', countryCode: 'MY' },
  { code: 'UTM', name: 'Universiti Teknologi Malaysia', countryCode: 'MY' },
  { code: 'UKM', name: 'Universiti Kebangsaan Malaysia', countryCode: 'MY' },
  { code: 'USM', name: 'Universiti Sains Malaysia', countryCode: 'MY' },
  { code: 'PKU', name: 'Peking University', countryCode: 'CN' },
  { code: 'THU', name: 'Tsinghua University', countryCode: 'CN' },
  { code: 'FDU', name: 'Fudan University', countryCode: 'CN' },
  { code: 'SJTU', name: 'Shanghai Jiao Tong University', countryCode: 'CN' },
  { code: 'ZJU', name: 'Zhejiang University', countryCode: 'CN' },
  { code: 'TONGJI', name: 'Tongji University', countryCode: 'CN' },
  { code: 'SEU', name: 'Southeast University', countryCode: 'CN' },
  { code: 'HIT', name: 'Harbin Institute of Technology', countryCode: 'CN' },
  { code: 'HKU', name: 'The University of Hong Kong', countryCode: 'HK' },
  { code: 'HKUST', name: 'The Hong Kong University of Science and Technology', countryCode: 'HK' },
  { code: 'IITB', name: 'Indian Institute of Technology Bombay', countryCode: 'IN' },
  { code: 'IITD', name: 'Indian Institute of Technology Delhi', countryCode: 'IN' },
  { code: 'ANNA', name: 'Anna University', countryCode: 'IN' },
  { code: 'BUET', name: 'Bangladesh University of Engineering and Technology', countryCode: 'BD' },
  { code: 'DU-BD', name: 'University of Dhaka', countryCode: 'BD' },
  { code: 'UP', name: 'University of the Philippines', countryCode: 'PH' },
  { code: 'CU-TH', name: 'Chulalongkorn University', countryCode: 'TH' },
  { code: 'UI', name: 'Universitas Indonesia', countryCode: 'ID' },
  { code: 'ITB', name: 'Institut Teknologi Bandung', countryCode: 'ID' },
  { code: 'VNU', name: 'Vietnam National University, Hanoi', countryCode: 'VN' },
  { code: 'UMYANMAR', name: 'Yangon Technological University', countryCode: 'MM' },
  { code: 'MELB', name: 'The University of Melbourne', countryCode: 'AU' },
  { code: 'USYD', name: 'The University of Sydney', countryCode: 'AU' },
  { code: 'UNSW', name: 'UNSW Sydney', countryCode: 'AU' },
  { code: 'OXF', name: 'University of Oxford', countryCode: 'GB' },
  { code: 'CAM', name: 'University of Cambridge', countryCode: 'GB' },
  { code: 'ICL', name: 'Imperial College London', countryCode: 'GB' },
  { code: 'UCL', name: 'University College London', countryCode: 'GB' },
  { code: 'MIT', name: 'Massachusetts Institute of Technology', countryCode: 'US' },
  { code: 'STANFORD', name: 'Stanford University', countryCode: 'US' },
  { code: 'UTOKYO', name: 'The University of Tokyo', countryCode: 'JP' },
  { code: 'SNU', name: 'Seoul National University', countryCode: 'KR' },
];

/** Cities of the places staff and workers come from and the company builds in. */
export const citySeeds: { code: string; name: string; countryCode: string }[] = [
  { code: 'SIN', name: 'Singapore', countryCode: 'SG' },
  { code: 'KUL', name: 'Kuala Lumpur', countryCode: 'MY' },
  { code: 'JHB', name: 'Johor Bahru', countryCode: 'MY' },
  { code: 'PEN', name: 'George Town', countryCode: 'MY' },
  { code: 'BJS', name: 'Beijing', countryCode: 'CN' },
  { code: 'SHA', name: 'Shanghai', countryCode: 'CN' },
  { code: 'CAN', name: 'Guangzhou', countryCode: 'CN' },
  { code: 'SZX', name: 'Shenzhen', countryCode: 'CN' },
  { code: 'HGH', name: 'Hangzhou', countryCode: 'CN' },
  { code: 'NKG', name: 'Nanjing', countryCode: 'CN' },
  { code: 'XMN', name: 'Xiamen', countryCode: 'CN' },
  { code: 'FOC', name: 'Fuzhou', countryCode: 'CN' },
  { code: 'TAO', name: 'Qingdao', countryCode: 'CN' },
  { code: 'CTU', name: 'Chengdu', countryCode: 'CN' },
  { code: 'WUH', name: 'Wuhan', countryCode: 'CN' },
  { code: 'HKG', name: 'Hong Kong', countryCode: 'HK' },
  { code: 'TPE', name: 'Taipei', countryCode: 'TW' },
  { code: 'DAC', name: 'Dhaka', countryCode: 'BD' },
  { code: 'CGP', name: 'Chattogram', countryCode: 'BD' },
  { code: 'MAA', name: 'Chennai', countryCode: 'IN' },
  { code: 'BOM', name: 'Mumbai', countryCode: 'IN' },
  { code: 'DEL', name: 'New Delhi', countryCode: 'IN' },
  { code: 'BLR', name: 'Bengaluru', countryCode: 'IN' },
  { code: 'TRZ', name: 'Tiruchirappalli', countryCode: 'IN' },
  { code: 'RGN', name: 'Yangon', countryCode: 'MM' },
  { code: 'MDL', name: 'Mandalay', countryCode: 'MM' },
  { code: 'BKK', name: 'Bangkok', countryCode: 'TH' },
  { code: 'MNL', name: 'Manila', countryCode: 'PH' },
  { code: 'CGK', name: 'Jakarta', countryCode: 'ID' },
  { code: 'SGN', name: 'Ho Chi Minh City', countryCode: 'VN' },
  { code: 'HAN', name: 'Hanoi', countryCode: 'VN' },
  { code: 'CMB', name: 'Colombo', countryCode: 'LK' },
  { code: 'KTM', name: 'Kathmandu', countryCode: 'NP' },
  { code: 'SYD', name: 'Sydney', countryCode: 'AU' },
  { code: 'LON', name: 'London', countryCode: 'GB' },
  { code: 'TYO', name: 'Tokyo', countryCode: 'JP' },
  { code: 'SEL', name: 'Seoul', countryCode: 'KR' },
];
