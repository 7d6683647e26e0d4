import { buildApp } from '/work/main/apps/server/src/app.ts';
import { loadConfig } from '/work/main/apps/server/src/config.ts';
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }) });
for (const body of [{principal:5e6,rate:8.5,tenure:20},{rate:8.5,tenure:20},{principal:'x',rate:8.5,tenure:20},{principal:-1,rate:8.5,tenure:20},{principal:5e6,rate:8.5,tenure:20,foo:1}, {principal:1e12,rate:8.5,tenure:20}]) {
  const r = await app.inject({ method: 'POST', url: '/api/calculate/home-loan', payload: body });
  console.log(r.statusCode, r.body);
}
let r = await app.inject({ method: 'POST', url: '/api/calculate/home-loan', payload: 'a=1', headers: {'content-type':'text/plain'} }); console.log(r.statusCode, r.body);
r = await app.inject({ method: 'POST', url: '/api/calculate/home-loan', payload: JSON.stringify({principal: 'x'.repeat(20000)}), headers: {'content-type':'application/json'} }); console.log(r.statusCode, r.body);
r = await app.inject({ method: 'POST', url: '/api/calculate/home-loan', payload: '{bad', headers: {'content-type':'application/json'} }); console.log(r.statusCode, r.body);
r = await app.inject({ method: 'GET', url: '/api/nope' }); console.log(r.statusCode, r.body);
