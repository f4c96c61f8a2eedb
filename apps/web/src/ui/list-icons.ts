import type { DashboardTab, ListType } from '@diary/core';
import { BookOpen, CalendarDays, CloudSun, Hash, MapPin, Menu, Search, Smile, Star, Users, type LucideIcon } from 'lucide-react';

/**
 * The one line-icon set (lucide) for every kind of list and the tab that holds it: the tabs, and a list's
 * header before its title (unless the list has an emoji of its own: a mood's, a weather's sign).
 */
export const LIST_ICONS: Record<ListType | DashboardTab, LucideIcon> = {
  archive: CalendarDays,
  location: MapPin,
  people: Users,
  tag: Hash,
  status: Smile,
  weather: CloudSun,
  favorite: Star,
  all: BookOpen,
  search: Search,
  more: Menu,
};
