import type { PageSearchText } from '../../shared/search.ts';
import { searchText as agm } from './agm.ts';
import { searchText as contact } from './contact.ts';
import { searchText as copperKeg } from './copper-keg.ts';
import { searchText as directory } from './directory.ts';
import { searchText as disclaimer } from './disclaimer.ts';
import { searchText as eaglehead } from './eaglehead.ts';
import { searchText as financialStatements } from './financial-statements.ts';
import { searchText as gallery } from './gallery.ts';
import { searchText as governance } from './governance.ts';
import { searchText as home } from './home.ts';
import { searchText as imageArchive } from './image-archive.ts';
import { searchText as investorHighlights } from './investor-highlights.ts';
import { searchText as maps } from './maps.ts';
import { searchText as matachewan } from './matachewan.ts';
import { searchText as presentation } from './presentation.ts';
import { searchText as pressReleases } from './press-releases.ts';
import { searchText as projects } from './projects.ts';
import { searchText as shareStructure } from './share-structure.ts';
import { searchText as sources } from './sources.ts';
import { searchText as stonyLake } from './stony-lake.ts';
import { searchText as strategy } from './strategy.ts';
import { searchText as sustainability } from './sustainability.ts';
import { searchText as technicalReports } from './technical-reports.ts';

/**
 * Every page's search content, by the content module that declares it (its `searchText` export). Listed here,
 * not found on disk, so what search indexes is what the build checks; a test holds it to the page table.
 */
export const SEARCH_TEXTS: Record<string, PageSearchText> = {
  agm,
  contact,
  'copper-keg': copperKeg,
  directory,
  disclaimer,
  eaglehead,
  'financial-statements': financialStatements,
  gallery,
  governance,
  home,
  'image-archive': imageArchive,
  'investor-highlights': investorHighlights,
  maps,
  matachewan,
  presentation,
  'press-releases': pressReleases,
  projects,
  'share-structure': shareStructure,
  sources,
  'stony-lake': stonyLake,
  strategy,
  sustainability,
  'technical-reports': technicalReports,
};
