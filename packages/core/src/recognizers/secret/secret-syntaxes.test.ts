import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { credentialKey } from './secret-keys.js';
import { secretRecognizer } from './index.js';

/** The secret spans of a text, as strings. */
function values(text: string): string[] {
  return secretRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

const PW = 'Xk9#mQ2vL7pw';
const TOK = 'a8f5f167f44f4964e6c998dee827110c';

describe('secret values in each key/value syntax', () => {
  it.each([
    // .env and shell
    [`export DB_PASSWORD=${PW}`, [PW]],
    [`export API_TOKEN="${TOK}"`, [TOK]],
    [`SECRET_KEY='${PW}'`, [PW]],
    [`set PASSWORD=${PW}`, [PW]],
    [`$env:API_KEY = "${TOK}"`, [TOK]],
    [`ENV API_TOKEN=${TOK}`, [TOK]],
    // INI / TOML / .properties
    [`[database]\nhost = db.internal\npassword = ${PW}\n`, [PW]],
    [`[auth]\nclient_secret = "${TOK}"`, [TOK]],
    [`spring.datasource.password=${PW}`, [PW]],
    [`mail.smtp.pass: ${PW}`, [PW]],
    // YAML: plain, quoted, list item, block scalar, value with spaces
    [`db:\n  user: app\n  password: ${PW}\n`, [PW]],
    [`  api_key: "${TOK}"  # prod`, [TOK]],
    [`  webhook_secret: '${PW}'`, [PW]],
    [`gpg:\n  passphrase: correct horse battery staple\n`, ['correct horse battery staple']],
    [`token: |\n  ${TOK}\nnext: 1`, [TOK]],
    [`password: >-\n    ${PW}\n`, [PW]],
    // JSON, nested and escaped inside a string
    [`{"db": {"host": "x", "password": "${PW}"}}`, [PW]],
    [`{"credentials": {"apiKey": "${TOK}"}}`, [TOK]],
    [`"body": "{\\"token\\":\\"${TOK}\\"}"`, [TOK]],
    // Python, PHP, JS, Ruby, Go
    [`conn = connect(host="db", password="${PW}")`, [PW]],
    [`config['secret_key'] = '${PW}'`, [PW]],
    [`define('DB_PASSWORD', '${PW}');`, [PW]],
    [`$cfg = ['password' => '${PW}'];`, [PW]],
    [`const client = new Client({ apiKey: '${TOK}', region: 'eu' });`, [TOK]],
    [`Password: "${PW}",`, [PW]],
    // XML: element, CDATA, attribute, appSettings, Maven settings
    [`<server><id>repo</id><password>${PW}</password></server>`, [PW]],
    [`<password><![CDATA[${PW}]]></password>`, [PW]],
    [`<datasource user="app" password="${PW}"/>`, [PW]],
    [`<add key="StripeSecretKey" value="${TOK}" />`, [TOK]],
    [`<property name="password" value="${PW}"/>`, [PW]],
    [`<entry key="api.token">${TOK}</entry>`, [TOK]],
    // docker-compose environment lists
    [`environment:\n  - POSTGRES_PASSWORD=${PW}\n  - POSTGRES_USER=app`, [PW]],
    [`environment:\n  MYSQL_ROOT_PASSWORD: ${PW}`, [PW]],
    // command-line flags
    [`psql --password=${PW} -h db`, [PW]],
    [`deploy --token ${TOK} --env prod`, [TOK]],
    [`cli login --api-key "${TOK}"`, [TOK]],
    [`mysql -u root -p${PW} shop`, [PW]],
    [`docker login -u ci -p ${PW} registry.example.com`, [PW]],
    [`keytool -importcert -keystore ks.jks -storepass ${PW}`, [PW]],
    [`openssl pkcs12 -export -passout pass:${PW} -out a.p12`, [PW]],
    // HTTP headers, curl
    [`Authorization: Bearer ${TOK}`, [TOK]],
    [`authorization: token ${TOK}`, [TOK]],
    ['Authorization: Bearer glpat-rWGrtxfgSgGY_YixpEIv', ['glpat-rWGrtxfgSgGY_YixpEIv']],
    ['PRIVATE-TOKEN: glpat-rWGrtxfgSgGY_YixpEIv', ['glpat-rWGrtxfgSgGY_YixpEIv']],
    [`X-API-Key: ${TOK}`, [TOK]],
    [`curl -H "X-Auth-Token: ${TOK}" https://api.example.com`, [TOK]],
    [`curl -H 'Authorization: Bearer ${TOK}' https://api.example.com`, [TOK]],
    [`curl -u admin:${PW} https://jenkins.example.com/api`, [PW]],
    [`Cookie: theme=dark; sessionid=${TOK}; lang=en`, [TOK]],
    [`Set-Cookie: JSESSIONID=${TOK}; Path=/; HttpOnly`, [TOK]],
    [`curl -b "session=${TOK}" https://x.example.com`, [TOK]],
    // connection strings and URIs
    [`DATABASE_URL=postgres://app:${PW}@db.internal:5432/app`, [PW]],
    [`mongodb+srv://admin:${PW}@cluster0.abcde.mongodb.net/test`, [PW]],
    [`redis://:${PW}@cache:6379/0`, [PW]],
    [`amqp://guest:${PW}@rabbit:5672/`, [PW]],
    [`jdbc:mysql://db:3306/shop?user=app&password=${PW}&useSSL=true`, [PW]],
    [`jdbc:oracle:thin:scott/${PW}@db:1521/ORCL`, [PW]],
    [`Server=tcp:sql.example.net;Database=shop;User Id=app;Password=${PW};Encrypt=True;`, [PW]],
    [`DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${TOK}==;EndpointSuffix=core.windows.net`, [`${TOK}==`]],
    [`Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey=${TOK}=`, [`${TOK}=`]],
    // package managers and git
    [`//registry.npmjs.org/:_authToken=${TOK}`, [TOK]],
    [`_auth=dXNlcjpwYXNzd29yZDEyMw==`, ['dXNlcjpwYXNzd29yZDEyMw==']],
    [`[pypi]\nusername = __token__\npassword = ${PW}`, [PW]],
    [`machine api.example.com login ann password ${PW}`, [PW]],
    [`machine github.com\n  login ann\n  password ${PW}\n`, [PW]],
    [`url = https://ann:${PW}@git.example.com/team/repo.git`, [PW]],
    // SQL
    [`CREATE USER 'app'@'%' IDENTIFIED BY '${PW}';`, [PW]],
    [`ALTER USER app IDENTIFIED WITH mysql_native_password BY '${PW}';`, [PW]],
    [`CREATE ROLE app WITH LOGIN PASSWORD '${PW}';`, [PW]],
    [`CREATE LOGIN app WITH PASSWORD = '${PW}';`, [PW]],
    [`SET PASSWORD FOR 'app'@'localhost' = '${PW}';`, [PW]],
    [`INSERT INTO users (id, email, password) VALUES (1, 'a@x.io', '${PW}'), (2, 'b@x.io', 'Qz8!rT5w');`, [PW, 'Qz8!rT5w']],
    [`UPDATE accounts SET api_key = '${TOK}' WHERE id = 7;`, [TOK]],
    // running text
    [`My new password is ${PW} if you need it.`, [PW]],
    [`the wifi password: Summer2024!`, ['Summer2024!']],
    ['Username: ann.lee\nTemporary password: Harbor2024!\n', ['Harbor2024!']],
  ])('%j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });
});

describe('Kubernetes Secret manifests', () => {
  it('takes every value under data and stringData, whatever its key', () => {
    const manifest = [
      'apiVersion: v1',
      'kind: Secret',
      'metadata:',
      '  name: app-credentials',
      'type: Opaque',
      'data:',
      '  username: YWRtaW4=',
      '  db-host: ZGIuaW50ZXJuYWw=',
      'stringData:',
      '  config.yaml: |',
      '    retries: 3',
      '  smtp: "relay-user-7"',
    ].join('\n');
    expect(values(manifest)).toEqual(['YWRtaW4=', 'ZGIuaW50ZXJuYWw=', 'retries: 3', 'relay-user-7']);
  });

  it('takes a Secret among several documents and leaves a ConfigMap alone', () => {
    const text = 'kind: ConfigMap\ndata:\n  mode: fast\n---\nkind: Secret\ndata:\n  key: c2VjcmV0MTIz\n';
    expect(values(text)).toEqual(['c2VjcmV0MTIz']);
  });

  it('reads the JSON form', () => {
    expect(values('{"kind": "Secret", "data": {"user": "YWRtaW4=", "pw": "aHVudGVyMg=="}}')).toEqual(['YWRtaW4=', 'aHVudGVyMg==']);
  });
});

describe('known issuer prefixes and key blocks', () => {
  it.each([
    ['glpat-xT3kq9ZbW2mN8vR4pL6s'],
    ['xoxp-1234567890-0987654321-abcdEFGH1234'],
    ['whsec_5a3Gk9Lq2Zx8Vb7Nm4Pt1Rc6'],
    ['sk_test_51HqLyjWDarjtT1zdp7dc4eC39'],
    ['ASIAY34FZKBOKMUTVV7A'],
    ['sk-ant-api03-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'],
    ['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'],
    ['SK0123456789abcdef0123456789abcdef'],
    ['npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'],
    ['pypi-AgEIcHlwaS5vcmcCJDY3ZDk0ZjA1LTE4ZTgtNDk2ZS05YjE2LWQ2ZTk0M2Q3ZDQyNQ'],
    ['shpat_0123456789abcdef0123456789abcdef'],
    ['key-0123456789abcdef0123456789abcdef'],
    ['dop_v1_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'],
    ['hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----'],
    ['-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIIrYSSNQFaA2Hwf1duRSxKtLYX5CB04fSeQ6tF1aY/PuoAoGCCqGSM49\n-----END EC PRIVATE KEY-----'],
    ['-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI\n-----END ENCRYPTED PRIVATE KEY-----'],
    ['-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0bQ4wBCAC5\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----'],
  ])('%s', (token) => {
    expect(values(`value: ${token} .`)).toEqual([token]);
  });

  it('keeps a private key in a JSON string whole (Google service-account file)', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----';
    expect(values(`{"type": "service_account", "private_key": "${pem}\\n", "client_email": "a@b.iam"}`)).toEqual([pem]);
  });
});

describe('what is not a secret', () => {
  it.each([
    // stand-ins for a value
    'password: <your-password>',
    'API_TOKEN=${API_TOKEN}',
    'api_key: "{{ .Values.apiKey }}"',
    'DB_PASSWORD=changeme',
    'password = changeit',
    'token: YOUR_API_TOKEN_HERE',
    'api_key = "your-api-key"',
    'SECRET_KEY=""',
    'password:',
    'password: true',
    'auth: false',
    'password = null',
    'password: "********"',
    'STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx',
    'token: !vault |',
    'DB_PASSWORD_FILE=/run/secrets/db_password',
    'password: /run/secrets/db_password',
    'client_secret: vault:secret/data/app#client_secret',
    'secret: arn:aws:secretsmanager:us-east-1:123456789012:secret:db',
    'token_url: https://auth.example.com/oauth/token',
    // names for something else
    'max_tokens: 4096',
    'token_type: bearer',
    'eos_token: "</s>"',
    'next_page_token: CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3',
    'public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG4rT3vTt99Ox5kndS4HmgTrKBT8SKzhK4rhGkEVGlCI',
    'sort_key: created_at',
    'cache_key = user_1234_profile',
    'password_hash: $2b$12$KIXQJ1y2Z3a4b5c6d7e8f9g0h1i2j3k4l5m6n7o8p9q0r1s2t3u4v',
    'password_min_length: 12',
    'sha256 checksum: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    'request_id: 3f2b8c1e-9d4a-4e7b-8c6f-1a2b3c4d5e6f',
    'existingSecret: app-credentials',
    'auth: basic',
    'salt: pepper',
    'boarding_pass: gate 12',
    // running text about passwords, not a password
    'The password is incorrect.',
    'Your password must be 8-12 characters long.',
    'the token is valid for 3600 seconds',
    'Reset your password: click the link below.',
    // commands and URIs without a password
    'docker run -u 1000:1000 app',
    'git push -u origin main',
    'postgres://app@db.internal/app',
    'mysql -u root -p shop',
    'Cookie: theme=dark; lang=en',
    // a ConfigMap is not a Secret
    'kind: ConfigMap\ndata:\n  mode: fast\n  retries: "3"',
    // public keys and certificates
    '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----',
    '-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE\n-----END CERTIFICATE-----',
    'pk_live_51HqLyjWDarjtT1zdp7dc4eC39',
  ])('%j', (text) => {
    expect(values(text)).toEqual([]);
  });
});

describe('credentialKey', () => {
  it.each([
    ['password', 'strong'],
    ['DB_PASS', 'strong'],
    ['dbPassword', 'strong'],
    ['AWS_SECRET_ACCESS_KEY', 'strong'],
    ['X-API-Key', 'strong'],
    ['x-auth-token', 'strong'],
    ['_authToken', 'strong'],
    ['AccountKey', 'strong'],
    ['client-secret', 'strong'],
    ['SESSION_KEY', 'strong'],
    ['passphrase', 'strong'],
    ['ADMINPASSWORD', 'strong'],
    ['api_key_value', 'strong'],
    ['auth', 'weak'],
    ['credentials', 'strong'],
    ['STRIPE_KEY', 'weak'],
    ['AUTH_SALT', 'weak'],
    ['public_key', null],
    ['password_hash', null],
    ['max_tokens', null],
    ['page_token', null],
    ['bypass', null],
    ['compass', null],
    ['PWD', null],
    ['token_type', null],
    ['secret_name', null],
    ['aws_access_key_id', null],
  ])('%s → %s', (key, expected) => {
    expect(credentialKey(key)).toBe(expected);
  });
});

describe('name/value pairs and credential pairs in code', () => {
  it.each([
    ['env:\n  - name: DB_PASSWORD\n    value: "Xk9#mQ2vL7pw"\n  - name: LOG_LEVEL\n    value: debug', ['Xk9#mQ2vL7pw']],
    ['{"key": "Authorization", "value": "Bearer a8f5f167f44f4964e6c998dee827110c", "type": "text"}', ['a8f5f167f44f4964e6c998dee827110c']],
    ['[{"ParameterKey": "DbPassword", "ParameterValue": "Qz8!rT5wLm"}]', ['Qz8!rT5wLm']],
    ['r = requests.get(url, auth=("admin", "Qz8!rT5wLm"))', ['Qz8!rT5wLm']],
    ['client.Credentials = new NetworkCredential("smtp-user", "Qz8!rT5wLm");', ['Qz8!rT5wLm']],
    ['redis-cli -h cache -p 6379 -a Qz8rT5wLm ping', ['Qz8rT5wLm']],
    // A flag's value holding an assignment; a password with "=" in it.
    ['kubectl create secret generic db --from-literal=username=app --from-literal=password=Qz8rT5wLm', ['Qz8rT5wLm']],
    ['SMTP_PASS = X3QueL=AdAUX2gi', ['X3QueL=AdAUX2gi']],
    ['new networkcredential("ci-bot", "h7vuh4evpwjkn")', ['h7vuh4evpwjkn']],
    // Keys in other languages; a lower-cased copy of a text (JWT, Google key).
    ['contraseña: Qz8rT5wLm', ['Qz8rT5wLm']],
    ['Passwort = Qz8rT5wLm', ['Qz8rT5wLm']],
    ['DB_CREDENTIALS=admin:S3cret!', ['admin:S3cret!']],
    // account and admin commands
    ['sqlcmd -S db -U sa -P Qz8rT5wLm -Q "select 1"', ['Qz8rT5wLm']],
    ['mongosh "mongodb://db:27017" -u admin -p Qz8rT5wLm', ['Qz8rT5wLm']],
    ['net user backup Qz8rT5wLm! /add', ['Qz8rT5wLm!']],
    ["echo 'deploy:Qz8rT5wLm' | sudo chpasswd", ['Qz8rT5wLm']],
    ['htpasswd -b -c /etc/nginx/.htpasswd admin Qz8rT5wLm', ['Qz8rT5wLm']],
    ['smbclient //fs/share -U ann%Qz8rT5wLm', ['Qz8rT5wLm']],
    ['$pw = ConvertTo-SecureString "Qz8rT5wLm!" -AsPlainText -Force', ['Qz8rT5wLm!']],
    ['aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCY', ['wJalrXUtnFEMI/K7MDENG/bPxRfiCY']],
    ['git config --global user.password Qz8rT5wLm', ['Qz8rT5wLm']],
    ['Ocp-Apim-Subscription-Key: 0123456789abcdef0123456789abcdef', ['0123456789abcdef0123456789abcdef']],
    ['creds for the vpn: user ann, pass Winter2024!', ['Winter2024!']],
    ['mot_de_passe=Qz8rT5wLm', ['Qz8rT5wLm']],
    ['authorization: bearer eyjhbgcioijiuzi1nij9.eyjzdwiioiixmjm0nty3odkwin0.sflkxwrjsmekkf2qt4fwpmejf36pok6yjv_adqssw5c', ['eyjhbgcioijiuzi1nij9.eyjzdwiioiixmjm0nty3odkwin0.sflkxwrjsmekkf2qt4fwpmejf36pok6yjv_adqssw5c']],
    ['maps key aizasyb1234567890abcdefghijklmnopqrstuv', ['aizasyb1234567890abcdefghijklmnopqrstuv']],
  ])('%j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    'env:\n  - name: DB_HOST\n    value: db.internal',
    'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: db, key: password}',
    'password = var.db_password',
    'api_key=settings.API_KEY',
    'password = getpass.getpass()',
    'String password = request.getParameter("password");',
    '  password: Option<String>,',
    'def login(username, password=password):',
    'token: ${{ secrets.NPM_TOKEN }}',
    'MasterUserPassword: !Ref DbPassword',
    'Started GET "/login?password=[FILTERED]" for 10.0.0.1',
    'if (password == null) return;',
    'token = secrets.token_hex(32)',
    'git config --global user.name "Ann Lee"',
    'Password: see the vault entry for prod',
    'Password: reset required',
    'Token: 5',
    'Token: 3 of 5',
    'password: expired',
    'auth: oauth2',
    'net user backup /domain',
    'we need to pass 2 arguments to the function',
    '{"key": "btn_submit_2", "text": "Submit"}',
    "fetch(url, { credentials: 'include' })",
    'client.Credentials = new NetworkCredential(user, pass);',
    'Key: Figure12 shows the results',
    'the token is in section2b of the guide',
  ])('ignores %j', (text) => {
    expect(values(text)).toEqual([]);
  });
});

describe('tables with a credential column', () => {
  it.each([
    [
      'User name,Password,Access key ID,Secret access key,Console login link\nann,Qz8!rT5wLm,AKIAIOSFODNN7EXAMPLE,wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY,https://acme.signin.aws.amazon.com/console\n',
      ['Qz8!rT5wLm', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ],
    ['| Service | User | Password |\n|---|---|---|\n| jenkins | admin | Harbor2024! |\n| grafana | ops | "Tiger 77" |\n', ['Harbor2024!', 'Tiger 77']],
    ['host\tuser\tapi_token\nci-1\tdeploy\ta8f5f167f44f4964e6c998dee827110c\n', ['a8f5f167f44f4964e6c998dee827110c']],
  ])('%j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    'name,password_hash,created\nann,$2b$12$KIXQJ1y2Z3a4b5c6d7e8f9,2024-01-01\n',
    'Password policy, minimum length, notes\nstrict, 12, see wiki\n',
    'user,password\nann,\nbob,********\n',
  ])('ignores %j', (text) => {
    expect(values(text)).toEqual([]);
  });
});
