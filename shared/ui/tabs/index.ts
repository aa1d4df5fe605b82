export { TabPanel, Tabs } from './tabs';
export type { TabItem, TabPanelProps, TabsProps } from './tabs';
