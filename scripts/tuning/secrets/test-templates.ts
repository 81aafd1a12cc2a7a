/**
 * The probe set's scored-only part: other files and other writers than generate.ts's templates (Terraform,
 * CI, Helm, Ansible, code in five languages, logs, e-mails, chat, CLI sessions), written before the
 * recognizer was run on them. A template returns its pieces; { secret } marks the gold value.
 */
import type { Random } from '../../data-gen/random.js';

export type Piece = string | { secret: string };
const s = (secret: string): Piece => ({ secret });

export function testTemplates(r: Random, pw: () => string, tok: () => string): Record<string, () => Piece[]> {
  const user = (): string => r.pick(['admin', 'deploy', 'app', 'svc_backup', 'jsmith', 'ci-bot']);
  const urlSafe = (): string => pw().replace(/[^A-Za-z0-9_-]/g, 'k');
  return {
    terraform: () => ['resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "', user(), '"\n  password = "', s(pw()), '"\n}\n'],
    terraformRef: () => ['resource "aws_db_instance" "main" {\n  username = var.db_user\n  password = var.db_password\n}\n'],
    githubActions: () => ['jobs:\n  publish:\n    steps:\n      - uses: actions/setup-node@v4\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - uses: some/action@v1\n        with:\n          api-key: ', s(tok()), '\n'],
    helm: () => ['postgresql:\n  auth:\n    username: ', user(), '\n    postgresPassword: ', s(urlSafe()), '\n    existingSecret: ""\n'],
    ansible: () => ['[db]\n10.0.4.17 ansible_user=', user(), ' ansible_password=', s(urlSafe()), ' ansible_port=22\n'],
    java: () => ['public class Config {\n    private static final String API_KEY = "', s(tok()), '";\n    private String host = "db.internal";\n}\n'],
    javaNeg: () => ['String password = request.getParameter("password");\nif (password == null || password.isEmpty()) { return; }\n'],
    csharp: () => ['var smtp = new SmtpClient("smtp.example.com") {\n    Credentials = new NetworkCredential("', user(), '", "', s(pw().replace(/"/g, '')), '")\n};\n'],
    go: () => ['db, err := sql.Open("postgres", "host=db user=', user(), ' password=', s(urlSafe()), ' dbname=shop sslmode=disable")\n'],
    python: () => ['client = OpenAI(api_key="', s(`sk-proj-${r.letters(40, 'abcdefghijkmnopqrstuvwxyzABCDEFGH0123456789')}`), '")\nresp = requests.get(URL, auth=("', user(), '", "', s(pw().replace(/"/g, '')), '"))\n'],
    pythonNeg: () => ['password = getpass.getpass("Password: ")\napi_key = os.environ.get("API_KEY")\ntoken = secrets.token_hex(32)\n'],
    log: () => ['2024-05-01T10:22:01Z WARN auth failed user=', user(), ' password=', s(urlSafe()), ' ip=10.0.0.12\n'],
    logMasked: () => ['2024-05-01T10:22:03Z INFO login ok user=', user(), ' password=[FILTERED] token=***\n'],
    email: () => ['Hi,\n\nYour account is ready.\nUsername: ', user(), '\nTemporary password: ', s(`${pw().replace(/\s/g, '')}7`), '\n\nPlease change it when you first sign in.\n'],
    chat: () => ['@bob the prod api key is ', s(tok()), ' - do not paste it anywhere else'],
    chatNeg: () => ['did you reset your password? the token expires in 24 hours, and the api key is in the vault'],
    dockerRun: () => ['docker run -d -e POSTGRES_PASSWORD=', s(urlSafe()), ' -e POSTGRES_DB=shop postgres:16\n'],
    kubectl: () => ['kubectl create secret generic db-creds --from-literal=username=', user(), ' --from-literal=password=', s(urlSafe()), '\n'],
    awsCredentials: () => ['[default]\naws_access_key_id = ', s(`AKIA${r.letters(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`), '\naws_secret_access_key = ', s(r.letters(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+')), '\nregion = eu-west-1\n'],
    gitCredentials: () => ['https://', user(), ':', s(`ghp_${r.letters(36, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`), '@github.com\n'],
    wpConfig: () => ["define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_PASSWORD', '", s(pw().replace(/'/g, '')), "' );\ndefine( 'AUTH_KEY', '", s(r.letters(64, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#%^&*()-_+=[]{}|<>?.,:;~')), "' );\n"],
    k8sEnv: () => ['containers:\n  - name: api\n    env:\n      - name: JWT_SECRET\n        value: "', s(tok()), '"\n      - name: PORT\n        value: "8080"\n'],
    k8sSecret: () => ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls\ntype: kubernetes.io/basic-auth\nstringData:\n  username: ', s(user()), '\n  password: ', s(urlSafe()), '\n'],
    httpRaw: () => ['POST /api/v2/charges HTTP/1.1\nHost: api.example.com\nX-Api-Key: ', s(tok()), '\nContent-Type: application/json\n'],
    jdbcSqlServer: () => ['spring.datasource.url=jdbc:sqlserver://db:1433;databaseName=shop;user=', user(), ';password=', s(urlSafe()), ';encrypt=true\n'],
    proxy: () => ['export https_proxy=http://', user(), ':', s(urlSafe()), '@proxy.corp.example:3128\n'],
    pgpassword: () => ['PGPASSWORD=', s(urlSafe()), ' psql -h db -U ', user(), ' shop\n'],
    jsonNumber: () => ['{"device": {"pin": 1234, "password": ', s(String(r.int(10000000, 99999999))), ', "name": "lobby"}}'],
    sqlInsert: () => ["INSERT INTO `users` (`email`, `password`, `role`) VALUES ('a@example.com', '", s(pw().replace(/'/g, '')), "', 'admin');\n"],
    sqlHash: () => ["UPDATE users SET password_hash = '$2y$10$abcdefghijklmnopqrstuv1234567890ABCDEFGHIJKLMNOPQRSTU' WHERE id = 4;\n"],
    envExample: () => ['# .env.example\nAPI_KEY=\nSECRET_KEY=your-secret-key\nDATABASE_URL=postgres://user:password@localhost:5432/app\n'],
    readme: () => ['Set the `API_KEY` environment variable to your key, then run `npm start`. Tokens expire after 30 days.'],
    sentry: () => ['SENTRY_DSN=https://', r.letters(32, '0123456789abcdef'), '@o4504.ingest.sentry.io/45067\n'],
    lowerEnv: () => ['app_env=production\nsmtp_password=', s(urlSafe().toLowerCase()), '\nstripe_secret_key=', s(`sk_live_${r.letters(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}`), '\n'],
    yamlNested: () => ['spring:\n  mail:\n    host: smtp.example.com\n    username: ', user(), '\n    password: ', s(urlSafe()), '\n  security:\n    oauth2:\n      client:\n        registration:\n          github:\n            client-id: Iv1.', r.letters(16, '0123456789abcdef'), '\n            client-secret: ', s(r.letters(40, '0123456789abcdef')), '\n'],
  };
}
