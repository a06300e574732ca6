export { CreatorTabs, CREATOR_TAB, CREATOR_TABS, type CreatorTab, type CreatorTabsProps } from './CreatorTabs';
