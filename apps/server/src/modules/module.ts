import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client.js';
import { defineRoute, type AnyRoute, type ServiceContext } from '../platform/http/route.js';
import type { JobKind, Sweep } from '../platform/jobs.js';
import { setOutboxProvider, type Channel, type OutboxProvider } from '../platform/outbox.js';
import type { Tenant, AuthContext } from '../platform/auth/context.js';
import type { NameSource } from '../platform/names.js';
import { FlowHooks, type FlowListener, type ServiceHook } from './flow-hooks.js';
import type { GrantHandler } from './auth/grants.js';
import type { MenuSeed } from './system/menu-seeds.js';
import type { AttachmentContent, AttachmentRef } from './resource/attach.service.js';
import type { SeedForm } from './form/form-define.js';
import { installNames, type ModuleNames, type NamesSource } from '../platform/i18n/index.js';
import { installSeededForms } from './form/form.i18n.js';

/** An idempotent seeder (reference or demo data) run at every boot after the core bootstrap. */
export type SeedRun = (db: Db, app: FastifyInstance, firstBoot: boolean) => Promise<void>;
/** Another module's records that keep a department in use: throws a 409 naming what is left. */
export type DeptRemovalGuard = (tx: Db, auth: AuthContext, ids: string[]) => Promise<void>;
/** Live attachments of a tenant by id, each with a fresh signed link (the resource module's `attachmentRefs`). */
export type AttachmentLinks = (db: Db, app: FastifyInstance, tenant: Tenant, ids: string[]) => Promise<AttachmentRef[]>;
/** A stored attachment's bytes when it is one of `types` and at most `maxBytes`, else why not. */
export type AttachmentBytes = (
  db: Db,
  config: FastifyInstance['config'],
  tenant: Tenant,
  id: string,
  types: readonly string[],
  maxBytes: number,
) => Promise<AttachmentContent>;
/** A document of a staff member that expires, as the staff profile lists it. */
export interface ProfileDocument {
  kind: string;
  name: string | null;
  number: string | null;
  expiryDate: string | null;
}
/** Another module's documents of a staff member for the staff profile (probation's contract end). */
export type StaffDocuments = (db: Db, auth: AuthContext, staffId: string) => Promise<ProfileDocument[]>;
/**
 * One item of a fresh install's setup checklist (the administrator's home page): what it opens, and whether the
 * caller's company has done it, read from the module's own tables.
 */
export interface SetupStep {
  key: string;
  /** Its place in the list (company first, people last). */
  order: number;
  /** The page that does it. */
  path: string;
  done: (ctx: ServiceContext) => Promise<boolean>;
}
/** A reaction to a process form created or changed by an administrator. */
export type FormWrittenListener = (tx: Db, form: { id: string; tenantId: string; processKey: string; formName: string }, app: FastifyInstance) => Promise<void>;

/**
 * Everything one module brings to the app, in one place (`x.module.ts`): its HTTP operations and what
 * it plugs into the shared mechanisms. buildApp installs each module's contributions into the app's
 * registries (`app.modules`, `app.jobs`) before any route runs or any seed boots, so nothing depends
 * on import order and two apps in one process never share a registry.
 */
export interface AppModule {
  name: string;
  /** Route lists (`x.routes.ts` files export arrays of `route({...})` specs). */
  routes?: readonly (readonly AnyRoute[])[];
  /** Menus and buttons (permission codes) the module's screens and routes use. */
  menus?: readonly MenuSeed[];
  /** Menus made from every installed module's forms (flow: a list menu per process type), added after all modules. */
  formMenus?: (forms: readonly SeedForm[]) => readonly MenuSeed[];
  /** Seeders run in module order at every boot, each under its name. */
  seeds?: Readonly<Record<string, SeedRun>>;
  /** The process forms the module owns (`x.forms.ts`: fields, approval chain, request prefix); the form module seeds them. */
  forms?: readonly SeedForm[];
  /**
   * Its names in every language (`x.names.ts`): its menus, forms, fields, steps, messages, headers and document words,
   * merged with the platform's catalogues when the app installs its modules (a key named twice is refused).
   */
  names?: ModuleNames;
  /** Reactions to the requests of the module's forms, by process key (`x.flow.ts`). */
  flow?: Readonly<Record<string, FlowListener>>;
  /** Service hooks BPMN service tasks may call (`flow:hook="name"`). */
  serviceHooks?: Readonly<Record<string, ServiceHook>>;
  /** Work every background tick runs. */
  sweeps?: Readonly<Record<string, Sweep>>;
  /** Job kinds the module schedules. */
  jobs?: Readonly<Record<string, JobKind>>;
  /** Sign-in grant types (`grant_type` of the token call). */
  grants?: Readonly<Record<string, GrantHandler>>;
  deptRemovalGuards?: readonly DeptRemovalGuard[];
  formWritten?: readonly FormWrittenListener[];
  /** The files module's signed links of attachments, for modules below it (system's department logos). */
  attachmentLinks?: AttachmentLinks;
  /** The files module's stored bytes of an attachment, for modules below it (system checks a department's logo). */
  attachmentBytes?: AttachmentBytes;
  /** Documents of a staff member this module keeps, for the staff profile (staff sits below the module). */
  staffDocuments?: StaffDocuments;
  /** How profiles' histories name this module's ids found in audited changes (housing: `roomId`, a room's number). */
  idNames?: Readonly<Record<string, NameSource>>;
  /** Items of the setup checklist this module can tell done (its own records). */
  setupSteps?: readonly SetupStep[];
  /** Senders of outbox channels (the webhook module sends the `webhook` channel). */
  outboxProviders?: Readonly<Partial<Record<Channel, (app: FastifyInstance) => OutboxProvider>>>;
}

export const defineModule = (m: AppModule): AppModule => m;

/**
 * The modules' texts every translation reads: their names merged into the catalogues, and their forms' seeded English
 * names (form.i18n.ts tells a seeded name from a typed one by them). Held by the process: an app installing its
 * modules, and the test set-up for tests that call services without an app.
 */
export function installTexts(modules: readonly AppModule[]): void {
  installNames(namesOf(modules));
  installSeededForms(modules.flatMap((m) => m.forms ?? []));
}

/** The names the modules bring, in module order, as platform/i18n `installNames` and `mergeNames` take them. */
export const namesOf = (modules: readonly AppModule[]): NamesSource[] => modules.flatMap((m) => (m.names ? [{ owner: m.name, names: m.names }] : []));

/** What the modules of one app contributed (decorated as `app.modules`). */
export class ModuleRegistry {
  readonly installed: AppModule[] = [];
  readonly menus: MenuSeed[] = [];
  readonly seeds: { module: string; name: string; run: SeedRun }[] = [];
  /** The process forms of every module, in module order. */
  readonly forms: SeedForm[] = [];
  readonly flow = new FlowHooks();
  readonly grants = new Map<string, GrantHandler>();
  readonly deptRemovalGuards: DeptRemovalGuard[] = [];
  readonly formWritten: FormWrittenListener[] = [];
  /** No files module installed: no attachment has a link. */
  attachmentLinks: AttachmentLinks = async () => [];
  attachmentBytes: AttachmentBytes = async () => ({ refused: 'unknown' });
  readonly staffDocuments: StaffDocuments[] = [];
  readonly idNames: Record<string, NameSource> = {};
  /** The setup checklist's items of every module, in their order. */
  readonly setupSteps: SetupStep[] = [];

  private addMenus(menus: readonly MenuSeed[]): void {
    for (const menu of menus) if (!this.menus.some((s) => s.code === menu.code)) this.menus.push(menu);
  }

  add(m: AppModule, app: FastifyInstance): void {
    if (this.installed.some((i) => i.name === m.name)) throw new Error(`module '${m.name}' is installed twice`);
    this.installed.push(m);
    this.addMenus(m.menus ?? []);
    for (const [name, run] of Object.entries(m.seeds ?? {})) this.seeds.push({ module: m.name, name, run });
    for (const form of m.forms ?? []) {
      const twin = this.forms.find((f) => f.id === form.id || f.key === form.key);
      if (twin) throw new Error(`form ${form.id} '${form.key}' of module '${m.name}' is defined twice (form ${twin.id} '${twin.key}')`);
      this.forms.push(form);
    }
    for (const [key, fn] of Object.entries(m.flow ?? {})) this.flow.addListener(m.name, key, fn);
    for (const [name, fn] of Object.entries(m.serviceHooks ?? {})) this.flow.addHook(name, fn);
    for (const [name, fn] of Object.entries(m.sweeps ?? {})) app.jobs.addSweep(name, fn);
    for (const [name, kind] of Object.entries(m.jobs ?? {})) app.jobs.addKind(name, kind);
    for (const [type, fn] of Object.entries(m.grants ?? {})) {
      if (this.grants.has(type)) throw new Error(`grant type '${type}' is registered twice`);
      this.grants.set(type, fn);
    }
    this.deptRemovalGuards.push(...(m.deptRemovalGuards ?? []));
    this.formWritten.push(...(m.formWritten ?? []));
    if (m.attachmentLinks) this.attachmentLinks = m.attachmentLinks;
    if (m.attachmentBytes) this.attachmentBytes = m.attachmentBytes;
    if (m.staffDocuments) this.staffDocuments.push(m.staffDocuments);
    for (const [field, source] of Object.entries(m.idNames ?? {})) {
      if (this.idNames[field]) throw new Error(`id names of '${field}' are given twice`);
      this.idNames[field] = source;
    }
    this.setupSteps.push(...(m.setupSteps ?? []));
    this.setupSteps.sort((a, b) => a.order - b.order);
    for (const [channel, make] of Object.entries(m.outboxProviders ?? {})) setOutboxProvider(app, channel as Channel, make(app));
  }

  /** What needs every module's contributions: the menus made from the installed forms. */
  complete(): void {
    for (const m of this.installed) this.addMenus(m.formMenus?.(this.forms) ?? []);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleRegistry;
  }
}

/**
 * Installs the modules' contributions (their names into the catalogues every translation reads), then registers their routes on the app itself (not in child
 * scopes), so `ctx.app` in every handler is the one app its caches and registries are keyed by.
 */
export async function installModules(app: FastifyInstance, modules: readonly AppModule[]): Promise<void> {
  for (const m of modules) app.modules.add(m, app);
  app.modules.complete();
  installTexts(app.modules.installed);
  for (const m of modules) {
    for (const list of m.routes ?? []) for (const spec of list) defineRoute(app, spec);
  }
}
