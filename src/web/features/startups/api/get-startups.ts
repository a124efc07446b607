import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

// The portfolio and a startup's page call these at their first paint: the declarations load with the call.
const endpoints = () => import('#common/startups-endpoints').then((module) => module.startupsEndpoints);
const portfolio = () => endpoints().then((all) => all.portfolio);
const startup = () => endpoints().then((all) => all.startup);

export function usePortfolio() {
  return useQuery({
    queryKey: startupKeys.list,
    queryFn: () => callApi(portfolio),
  });
}

export function useStartup(slug: string) {
  return useQuery({
    queryKey: startupKeys.detail(slug),
    queryFn: () => callApi(startup, { params: { slug } }),
    enabled: slug !== '',
    retry: false,
  });
}
