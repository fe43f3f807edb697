// The start page: every application and its models, as the navigation has them.
import { appLabel, catalogue, listPage, model as modelOf, title } from '../catalogue.ts';
import { may, useSession } from '../session.ts';

export function HomePage() {
  const { me } = useSession();
  return (
    <>
      <div class="page-header">
        <h1 class="page-title">netinv</h1>
      </div>
      <div class="page-body">
        <div class="row row-cards">
          {catalogue.apps.map((a) => {
            const models = a.models.map(modelOf).filter((m) => may(me, m, 'view'));
            if (!models.length) return null;
            return (
              <div class="col-md-6 col-xl-3" key={a.name}>
                <section class="card" aria-labelledby={`home-${a.name}`}>
                  <div class="card-header">
                    <h2 class="card-title" id={`home-${a.name}`}>{appLabel(a.name)}</h2>
                  </div>
                  <ul class="list-group list-group-flush">
                    {models.map((m) => (
                      <li class="list-group-item" key={m.key}>
                        <a href={listPage(m)}>{title(m.verbose_name_plural)}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
