// @ts-nocheck
/* eslint-disable */
// Generated from schemas/conformance-report.schema.json by `npm run schemas:compile` (src/schema/compile.ts): do
// not edit. A test keeps it current.
import formatsModule from 'ajv-formats/dist/formats.js';
const formats = formatsModule.fullFormats;
"use strict";
export const validate_report = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://osf-conformance.dev/schemas/conformance-report.schema.json","title":"ConformanceReport","description":"conformance.json, format version 4: the verdict of one osf-conformance run against one target, per requirement, with the evidence behind each verdict. Not a shape of the spec: this is the suite's own output, from which junit.xml, report.html, summary.md and certification statements are rendered, and which `osf-conformance compare` reads. Every object is closed (no other properties) so that a reader can rely on this document. No API key appears anywhere: keys are written as $API_KEY / $SECOND_API_KEY.","type":"object","additionalProperties":false,"required":["format","formatVersion","suite","spec","target","run","verdict","counts","requirements","untestable"],"properties":{"format":{"description":"Constant marker of this file type.","const":"osf-conformance-report"},"formatVersion":{"description":"Version of this format. A reader must refuse a version it does not know; it changes on any incompatible change.","const":4},"suite":{"description":"The suite that produced the report. Reports from different suite versions may differ because the checks changed, not the target; compare warns.","type":"object","additionalProperties":false,"required":["name","version"],"properties":{"name":{"description":"Always osf-conformance.","type":"string"},"version":{"description":"The suite's package version.","type":"string"}}},"spec":{"description":"The edition of the Orders and Scan Forms Service specification the requirements were written against.","type":"object","additionalProperties":false,"required":["version"],"properties":{"version":{"type":"string"}}},"target":{"description":"What was tested. URLs only: keys are never recorded.","type":"object","additionalProperties":false,"required":["ordersBaseUrl","scanFormsBaseUrl","ordersApiPrefix","scanFormsApiPrefix","embedded","secondAccount","enabledMetadataKeys"],"properties":{"ordersBaseUrl":{"description":"The spec's {base_url} (spec 1), without a trailing slash; empty when a configuration error stopped the run before the target was known (run.setupProblem says why).","type":"string","anyOf":[{"format":"uri"},{"const":""}]},"scanFormsBaseUrl":{"description":"The spec's {scan_base_url} (spec 1), without a trailing slash; empty as ordersBaseUrl is.","type":"string","anyOf":[{"format":"uri"},{"const":""}]},"ordersApiPrefix":{"description":"Version marker of the orders paths (spec 9.1), ORDERS_API_PREFIX, default /v1.0.","type":"string","pattern":"^/"},"scanFormsApiPrefix":{"description":"Version marker of the scan form paths (spec 9.1), SCAN_FORMS_API_PREFIX, default /v2.","type":"string","pattern":"^/"},"embedded":{"description":"True when the target was the embedded reference server (no ORDERS_BASE_URL was configured).","type":"boolean"},"secondAccount":{"description":"True when a second account's key (SECOND_API_KEY) was configured, enabling the account-isolation checks.","type":"boolean"},"enabledMetadataKeys":{"description":"Metadata keys enabled for the account (spec 2.1.3), as configured.","type":"array","items":{"type":"string"}}}},"run":{"description":"Facts of the run, enough to reproduce it (seed, selection) and to judge its scope (partial, incomplete, expectations).","type":"object","additionalProperties":false,"required":["startedAt","finishedAt","durationMs","node","seed","numRuns","partial","requests","retries429","createdOrderReferences"],"properties":{"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"durationMs":{"type":"integer","minimum":0},"node":{"description":"The Node.js version that ran the suite (process.version).","type":"string"},"seed":{"description":"Seed of every generated value; run again with SEED set to it to reproduce.","type":"integer","minimum":0},"numRuns":{"description":"Property-based runs per property (NUM_RUNS).","type":"integer","minimum":1},"command":{"description":"How the suite is run from where this run was started (npx osf-conformance run, or npm run conformance -- in a clone); reports print it with --only and --seed to reproduce failures.","type":"string"},"rerunOptions":{"description":"The options of run that selected this target and these checks (--dotenv, --targets and --target, --expectations, --certify...), as command-line words; reports print them in every re-run command, with --only and --seed. Never a key.","type":"array","items":{"type":"string"}},"partial":{"description":"True when --only restricted the run: the verdict then covers the selected requirements alone.","type":"boolean"},"only":{"description":"The --only selection (requirement ids and spec sections), present exactly when partial is true.","type":"array","minItems":1,"items":{"type":"string"}},"incomplete":{"description":"Why the run was cut short (deadline, crash, interruption); present only then. An incomplete run without a MUST failure is not-determined.","type":"string"},"setupProblem":{"description":"Present when a setup problem stopped the run before any check (the positive control: the target unreachable, a key rejected, a configured fact the target does not bear out; or bad configuration or usage, such as an http:// URL or an unreadable CA file): what is wrong and how to fix it. The verdict is then not-determined.","type":"string"},"expectations":{"description":"Present when an expectations file (known failures) was applied.","type":"object","additionalProperties":false,"required":["source","entries"],"properties":{"source":{"description":"The file as given on the command line or in EXPECTATIONS_FILE.","type":"string"},"entries":{"description":"Number of entries in the file.","type":"integer","minimum":0}}},"requests":{"description":"HTTP requests sent to the target.","type":"integer","minimum":0},"retries429":{"description":"Requests repeated after a 429 with Retry-After.","type":"integer","minimum":0},"createdOrderReferences":{"description":"References of the orders this run created (for cleaning up a shared staging account), exactly as sent: a lone surrogate stays its JSON escape.","type":"array","items":{"type":"string"}},"orderNamespace":{"description":"The suite's namespace on the account (ORDER_REFERENCE_PREFIX): the prefix of every reference the run chose, its own orders under a token drawn for the run and the lasting ones runs keep under keep-. A created reference outside it (in any letter case) came from a probe that cannot choose one, such as a non-string reference a lenient target stored; the summaries name each.","type":"string"}}},"verdict":{"description":"The run's verdict, said in one word everywhere and followed by the exit code: fail (DOES NOT CONFORM, exit 1) when a MUST requirement failed (known failures excepted), even in a run cut short; else not-determined (NOT DETERMINED, exit 2) on a setup problem, a run cut short or interrupted, or a MUST requirement the run itself left not exercised (limitedBy run); else pass (CONFORMS, exit 0). SHOULD failures and requirements the target's data left not exercised do not change it (certification is stricter: see the statement).","enum":["pass","fail","not-determined"]},"counts":{"$ref":"#/$defs/counts"},"requirements":{"description":"One result per selected requirement, ordered by clause then id.","type":"array","items":{"$ref":"#/$defs/requirementResult"}},"space":{"description":"Coverage of the request space by dimension (src/space): each dimension of a request the suite models, its sources, the requirements that judge it, and for each class (an equivalence class or a boundary value) how many requests this run sent, which requirement sends it when not the coverage phase, and why it was not exercised.","type":"object","additionalProperties":false,"required":["dimensions","combinations"],"properties":{"dimensions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","name","varies","sources","judgedBy","sent","classes"],"properties":{"id":{"description":"Stable kebab-case id of the dimension.","type":"string"},"name":{"type":"string"},"varies":{"description":"The part of the request the dimension varies.","type":"string"},"sources":{"description":"Where its rule comes from: the spec's clause or an RFC's section.","type":"array","items":{"type":"string"}},"judgedBy":{"description":"The requirement ids (ID or ID/part) whose verdicts judge its cases.","type":"array","items":{"type":"string"}},"sent":{"description":"Requests this run sent for the dimension's classes.","type":"integer","minimum":0},"classes":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["name","kind","expect","sent"],"properties":{"name":{"type":"string"},"kind":{"enum":["valid","boundary","invalid"]},"expect":{"description":"What the spec asks of a case of the class.","enum":["accepted","unauthenticated","malformed-credential","clear-text","invalid","refused","honest-or-400","open"]},"sent":{"description":"Requests sent for the class (0 when a requirement other than the phase sends it without counting).","type":"integer","minimum":0},"sentBy":{"description":"The requirement that sends the class, when it is not the coverage phase.","type":"string"},"notExercised":{"description":"Why the class was not exercised in this run.","type":"string"}}}}}}},"combinations":{"type":"object","additionalProperties":false,"required":["pairwise","sequences"],"properties":{"pairwise":{"description":"Requests of the pairwise covering array of the scan form parameters.","type":"integer","minimum":0},"sequences":{"description":"Requests of the sequences that expose caches and shared state.","type":"integer","minimum":0}}}}},"untestable":{"description":"Spec clauses no black-box check can reach, each with the reason.","type":"array","items":{"type":"object","additionalProperties":false,"required":["clause","statement","reason"],"properties":{"clause":{"$ref":"#/$defs/clause"},"statement":{"type":"string"},"reason":{"type":"string"}}}}},"$defs":{"clause":{"description":"A spec section, with the rule number where the section numbers its rules (e.g. 2.1.5).","type":"string","pattern":"^[0-9]+(\\.[0-9]+)*$"},"counts":{"description":"Totals over requirements.","type":"object","additionalProperties":false,"required":["total","pass","fail","notExercised","notApplicable","mustFail","shouldFail","knownFailures","expectedFailuresPassed","passedOnRetry"],"properties":{"total":{"type":"integer","minimum":0},"pass":{"type":"integer","minimum":0},"fail":{"description":"Every failure, known failures included.","type":"integer","minimum":0},"notExercised":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"mustFail":{"description":"Failed MUST requirements, known failures excluded; any fails the run.","type":"integer","minimum":0},"shouldFail":{"description":"Failed SHOULD requirements, known failures excluded.","type":"integer","minimum":0},"knownFailures":{"description":"Failures listed in the expectations file.","type":"integer","minimum":0},"expectedFailuresPassed":{"description":"Requirements listed in the expectations file that pass: entries to prune.","type":"integer","minimum":0},"passedOnRetry":{"description":"Passes whose first attempt failed.","type":"integer","minimum":0}}},"finding":{"description":"On a failure: what the check found, as data. Renderers turn it into text; nothing parses text back.","type":"object","additionalProperties":false,"required":["summary","exchanges"],"properties":{"summary":{"description":"One line: what went wrong.","type":"string"},"expected":{"description":"What the spec requires here.","type":"string"},"received":{"description":"What the target did.","type":"string"},"problems":{"description":"Every problem seen, one line each, when the check judged several answers.","type":"array","items":{"type":"string"}},"part":{"description":"The part of the requirement that failed, when it has parts.","type":"string"},"exchanges":{"description":"Indices into the result's evidence of the exchanges behind the finding, decisive first.","type":"array","items":{"type":"integer","minimum":0}}}},"partResult":{"description":"One named part of a requirement and its verdict.","type":"object","additionalProperties":false,"required":["name","rule","verdict"],"properties":{"name":{"description":"Kebab-case, stable; `ID/name` selects it with --only.","type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"rule":{"description":"What this part judges, in one sentence.","type":"string"},"verdict":{"enum":["pass","fail","not-exercised","not-applicable"]},"reason":{"description":"Why it was not exercised or not applicable; on a failure, the finding's headline.","type":"string"},"needs":{"enum":["ENABLED_METADATA_KEYS","SECOND_API_KEY","SECOND_ENABLED_METADATA_KEYS"]},"finding":{"$ref":"#/$defs/finding"}}},"requirementResult":{"description":"One requirement (its record, as `osf-conformance list` prints it) and its verdict.","type":"object","additionalProperties":false,"required":["id","clause","level","rule","quote","sends","verdict","notes","durationMs","attempts","evidence"],"properties":{"id":{"description":"Stable requirement id (AREA-WORDS); compare and expectations files key on it.","type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"},"clause":{"$ref":"#/$defs/clause"},"level":{"description":"MUST failures fail the run; SHOULD failures are reported only.","enum":["MUST","SHOULD"]},"rule":{"description":"The requirement in one sentence (at most 150 characters), in MUST/SHOULD language and the spec's words where possible. Format 1 called it statement.","type":"string"},"quote":{"description":"The spec's own words the rule rests on, verbatim (whitespace aside) from spec/orders-and-scan-forms.md.","type":"string"},"sends":{"description":"What the check sends to the target.","type":"string"},"tolerates":{"description":"What the check accepts where the spec is silent; absent when nothing.","type":"string"},"verdict":{"description":"pass; fail (the target broke the requirement); not-exercised (the target's data or configuration did not allow the check: never a pass); not-applicable (the requirement does not apply to this target as configured).","enum":["pass","fail","not-exercised","not-applicable"]},"reason":{"description":"Why it was not exercised or not applicable; on a failure, the finding's one-line headline.","type":"string"},"finding":{"$ref":"#/$defs/finding"},"parts":{"description":"The requirement's declared parts (addressed as ID/part), each with its own verdict, in record order.","type":"array","items":{"$ref":"#/$defs/partResult"}},"needs":{"description":"On a not-exercised result: the setting whose absence stopped the check (set it to exercise the requirement).","enum":["ENABLED_METADATA_KEYS","SECOND_API_KEY","SECOND_ENABLED_METADATA_KEYS"]},"limitedBy":{"description":"On a not-exercised result: run when the run itself (429 beyond the retry bound, the deadline, an interruption, a setup problem), not the target's data, kept it from a verdict. A MUST requirement limited so makes the run not-determined.","const":"run"},"notes":{"description":"What the check inferred or sampled along the way.","type":"array","items":{"type":"string"}},"durationMs":{"type":"integer","minimum":0},"attempts":{"description":"1, or 2 when a failed first attempt was re-run.","type":"integer","minimum":0,"maximum":2},"retry":{"description":"Present when the first attempt failed. On a pass, the requirement passed only on retry (certification does not accept that).","type":"object","additionalProperties":false,"required":["repeated","firstReason"],"properties":{"repeated":{"description":"True when the second attempt failed too.","type":"boolean"},"firstReason":{"description":"Why the first attempt failed.","type":"string"}}},"flaky":{"description":"Present (true) when the first attempt failed and the re-run did not: the verdict rests on the re-run alone, so certification does not count it as a pass.","const":true},"evidence":{"description":"The exchanges the verdict rests on, in the order they were sent.","type":"array","items":{"$ref":"#/$defs/exchange"}},"reproduce":{"description":"On a failure: shell commands (curl, API_KEY exported) reproducing it: the decisive exchange, preceded by the creates and updates of the order it shows; a create takes a fresh reference from $REF.","type":"string"},"expectedFailure":{"description":"Present when the requirement is listed in the expectations file.","type":"object","additionalProperties":false,"required":["reason","status"],"properties":{"reason":{"description":"The reason given in the expectations file.","type":"string"},"link":{"description":"The link given in the expectations file (an issue, a ticket).","type":"string"},"status":{"description":"known-failure: it failed as listed, and does not fail the run; passed: it passes now, so the entry should be pruned; not-decided: not exercised or not applicable in this run.","enum":["known-failure","passed","not-decided"]}}}}},"exchange":{"description":"One request and its answer, redacted (the Authorization value never appears) and with bodies cut to an excerpt.","type":"object","additionalProperties":false,"required":["request","durationMs"],"properties":{"request":{"type":"object","additionalProperties":false,"required":["method","url","headers"],"properties":{"method":{"type":"string"},"url":{"description":"The full URL; a key placed in the query string reads as $API_KEY.","type":"string"},"headers":{"description":"Request headers; Authorization is replaced by a description of what was sent.","$ref":"#/$defs/headers"},"bodyExcerpt":{"type":"string"},"authShell":{"description":"The Authorization header as a shell expression over $API_KEY, for curl.","type":"string"},"body":{"description":"The raw body to paste into curl; omitted for large bodies.","type":"string"}}},"status":{"description":"HTTP status; absent when no answer arrived (see error).","type":"integer","minimum":100,"maximum":999},"headers":{"description":"Response headers.","$ref":"#/$defs/headers"},"bodyExcerpt":{"description":"The start of the response body, as text. Hostile input: renderers escape it.","type":"string"},"truncated":{"description":"True when the body was longer than the excerpt or the read cap.","type":"boolean"},"error":{"description":"Transport failure (timeout, reset, TLS), worded for a person.","type":"string"},"durationMs":{"type":"number","minimum":0},"retries":{"description":"Retries after 429 Retry-After that preceded this answer.","type":"integer","minimum":0},"decisive":{"description":"True on the exchange that decided a failure.","const":true},"curl":{"description":"A copy-paste command reproducing this exchange with API_KEY exported (failing requirements only).","type":"string"}}},"headers":{"type":"object","additionalProperties":{"type":"string"}}}};
const schema32 = {"description":"Totals over requirements.","type":"object","additionalProperties":false,"required":["total","pass","fail","notExercised","notApplicable","mustFail","shouldFail","knownFailures","expectedFailuresPassed","passedOnRetry"],"properties":{"total":{"type":"integer","minimum":0},"pass":{"type":"integer","minimum":0},"fail":{"description":"Every failure, known failures included.","type":"integer","minimum":0},"notExercised":{"type":"integer","minimum":0},"notApplicable":{"type":"integer","minimum":0},"mustFail":{"description":"Failed MUST requirements, known failures excluded; any fails the run.","type":"integer","minimum":0},"shouldFail":{"description":"Failed SHOULD requirements, known failures excluded.","type":"integer","minimum":0},"knownFailures":{"description":"Failures listed in the expectations file.","type":"integer","minimum":0},"expectedFailuresPassed":{"description":"Requirements listed in the expectations file that pass: entries to prune.","type":"integer","minimum":0},"passedOnRetry":{"description":"Passes whose first attempt failed.","type":"integer","minimum":0}}};
const schema34 = {"description":"A spec section, with the rule number where the section numbers its rules (e.g. 2.1.5).","type":"string","pattern":"^[0-9]+(\\.[0-9]+)*$"};
const func1 = Object.prototype.hasOwnProperty;
const formats0 = formats.uri;
const formats4 = formats["date-time"];
const pattern4 = new RegExp("^/", "u");
const pattern7 = new RegExp("^[0-9]+(\\.[0-9]+)*$", "u");
const schema33 = {"description":"One requirement (its record, as `osf-conformance list` prints it) and its verdict.","type":"object","additionalProperties":false,"required":["id","clause","level","rule","quote","sends","verdict","notes","durationMs","attempts","evidence"],"properties":{"id":{"description":"Stable requirement id (AREA-WORDS); compare and expectations files key on it.","type":"string","pattern":"^[A-Z]+(-[A-Z0-9]+)+$"},"clause":{"$ref":"#/$defs/clause"},"level":{"description":"MUST failures fail the run; SHOULD failures are reported only.","enum":["MUST","SHOULD"]},"rule":{"description":"The requirement in one sentence (at most 150 characters), in MUST/SHOULD language and the spec's words where possible. Format 1 called it statement.","type":"string"},"quote":{"description":"The spec's own words the rule rests on, verbatim (whitespace aside) from spec/orders-and-scan-forms.md.","type":"string"},"sends":{"description":"What the check sends to the target.","type":"string"},"tolerates":{"description":"What the check accepts where the spec is silent; absent when nothing.","type":"string"},"verdict":{"description":"pass; fail (the target broke the requirement); not-exercised (the target's data or configuration did not allow the check: never a pass); not-applicable (the requirement does not apply to this target as configured).","enum":["pass","fail","not-exercised","not-applicable"]},"reason":{"description":"Why it was not exercised or not applicable; on a failure, the finding's one-line headline.","type":"string"},"finding":{"$ref":"#/$defs/finding"},"parts":{"description":"The requirement's declared parts (addressed as ID/part), each with its own verdict, in record order.","type":"array","items":{"$ref":"#/$defs/partResult"}},"needs":{"description":"On a not-exercised result: the setting whose absence stopped the check (set it to exercise the requirement).","enum":["ENABLED_METADATA_KEYS","SECOND_API_KEY","SECOND_ENABLED_METADATA_KEYS"]},"limitedBy":{"description":"On a not-exercised result: run when the run itself (429 beyond the retry bound, the deadline, an interruption, a setup problem), not the target's data, kept it from a verdict. A MUST requirement limited so makes the run not-determined.","const":"run"},"notes":{"description":"What the check inferred or sampled along the way.","type":"array","items":{"type":"string"}},"durationMs":{"type":"integer","minimum":0},"attempts":{"description":"1, or 2 when a failed first attempt was re-run.","type":"integer","minimum":0,"maximum":2},"retry":{"description":"Present when the first attempt failed. On a pass, the requirement passed only on retry (certification does not accept that).","type":"object","additionalProperties":false,"required":["repeated","firstReason"],"properties":{"repeated":{"description":"True when the second attempt failed too.","type":"boolean"},"firstReason":{"description":"Why the first attempt failed.","type":"string"}}},"flaky":{"description":"Present (true) when the first attempt failed and the re-run did not: the verdict rests on the re-run alone, so certification does not count it as a pass.","const":true},"evidence":{"description":"The exchanges the verdict rests on, in the order they were sent.","type":"array","items":{"$ref":"#/$defs/exchange"}},"reproduce":{"description":"On a failure: shell commands (curl, API_KEY exported) reproducing it: the decisive exchange, preceded by the creates and updates of the order it shows; a create takes a fresh reference from $REF.","type":"string"},"expectedFailure":{"description":"Present when the requirement is listed in the expectations file.","type":"object","additionalProperties":false,"required":["reason","status"],"properties":{"reason":{"description":"The reason given in the expectations file.","type":"string"},"link":{"description":"The link given in the expectations file (an issue, a ticket).","type":"string"},"status":{"description":"known-failure: it failed as listed, and does not fail the run; passed: it passes now, so the entry should be pruned; not-decided: not exercised or not applicable in this run.","enum":["known-failure","passed","not-decided"]}}}}};
const schema35 = {"description":"On a failure: what the check found, as data. Renderers turn it into text; nothing parses text back.","type":"object","additionalProperties":false,"required":["summary","exchanges"],"properties":{"summary":{"description":"One line: what went wrong.","type":"string"},"expected":{"description":"What the spec requires here.","type":"string"},"received":{"description":"What the target did.","type":"string"},"problems":{"description":"Every problem seen, one line each, when the check judged several answers.","type":"array","items":{"type":"string"}},"part":{"description":"The part of the requirement that failed, when it has parts.","type":"string"},"exchanges":{"description":"Indices into the result's evidence of the exchanges behind the finding, decisive first.","type":"array","items":{"type":"integer","minimum":0}}}};
const pattern6 = new RegExp("^[A-Z]+(-[A-Z0-9]+)+$", "u");
const schema36 = {"description":"One named part of a requirement and its verdict.","type":"object","additionalProperties":false,"required":["name","rule","verdict"],"properties":{"name":{"description":"Kebab-case, stable; `ID/name` selects it with --only.","type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"rule":{"description":"What this part judges, in one sentence.","type":"string"},"verdict":{"enum":["pass","fail","not-exercised","not-applicable"]},"reason":{"description":"Why it was not exercised or not applicable; on a failure, the finding's headline.","type":"string"},"needs":{"enum":["ENABLED_METADATA_KEYS","SECOND_API_KEY","SECOND_ENABLED_METADATA_KEYS"]},"finding":{"$ref":"#/$defs/finding"}}};
const pattern8 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.rule === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.verdict === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "rule")) || (key0 === "verdict")) || (key0 === "reason")) || (key0 === "needs")) || (key0 === "finding"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.rule !== undefined){
if(typeof data.rule !== "string"){
const err6 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.verdict !== undefined){
let data2 = data.verdict;
if(!((((data2 === "pass") || (data2 === "fail")) || (data2 === "not-exercised")) || (data2 === "not-applicable"))){
const err7 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema36.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.needs !== undefined){
let data4 = data.needs;
if(!(((data4 === "ENABLED_METADATA_KEYS") || (data4 === "SECOND_API_KEY")) || (data4 === "SECOND_ENABLED_METADATA_KEYS"))){
const err9 = {instancePath:instancePath+"/needs",schemaPath:"#/properties/needs/enum",keyword:"enum",params:{allowedValues: schema36.properties.needs.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.finding !== undefined){
let data5 = data.finding;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.summary === undefined){
const err10 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.exchanges === undefined){
const err11 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "exchanges"},message:"must have required property '"+"exchanges"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data5){
if(!((((((key1 === "summary") || (key1 === "expected")) || (key1 === "received")) || (key1 === "problems")) || (key1 === "part")) || (key1 === "exchanges"))){
const err12 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.summary !== undefined){
if(typeof data5.summary !== "string"){
const err13 = {instancePath:instancePath+"/finding/summary",schemaPath:"#/$defs/finding/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.expected !== undefined){
if(typeof data5.expected !== "string"){
const err14 = {instancePath:instancePath+"/finding/expected",schemaPath:"#/$defs/finding/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.received !== undefined){
if(typeof data5.received !== "string"){
const err15 = {instancePath:instancePath+"/finding/received",schemaPath:"#/$defs/finding/properties/received/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.problems !== undefined){
let data9 = data5.problems;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(typeof data9[i0] !== "string"){
const err16 = {instancePath:instancePath+"/finding/problems/" + i0,schemaPath:"#/$defs/finding/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/finding/problems",schemaPath:"#/$defs/finding/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.part !== undefined){
if(typeof data5.part !== "string"){
const err18 = {instancePath:instancePath+"/finding/part",schemaPath:"#/$defs/finding/properties/part/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.exchanges !== undefined){
let data12 = data5.exchanges;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err19 = {instancePath:instancePath+"/finding/exchanges/" + i1,schemaPath:"#/$defs/finding/properties/exchanges/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err20 = {instancePath:instancePath+"/finding/exchanges/" + i1,schemaPath:"#/$defs/finding/properties/exchanges/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/finding/exchanges",schemaPath:"#/$defs/finding/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema38 = {"description":"One request and its answer, redacted (the Authorization value never appears) and with bodies cut to an excerpt.","type":"object","additionalProperties":false,"required":["request","durationMs"],"properties":{"request":{"type":"object","additionalProperties":false,"required":["method","url","headers"],"properties":{"method":{"type":"string"},"url":{"description":"The full URL; a key placed in the query string reads as $API_KEY.","type":"string"},"headers":{"description":"Request headers; Authorization is replaced by a description of what was sent.","$ref":"#/$defs/headers"},"bodyExcerpt":{"type":"string"},"authShell":{"description":"The Authorization header as a shell expression over $API_KEY, for curl.","type":"string"},"body":{"description":"The raw body to paste into curl; omitted for large bodies.","type":"string"}}},"status":{"description":"HTTP status; absent when no answer arrived (see error).","type":"integer","minimum":100,"maximum":999},"headers":{"description":"Response headers.","$ref":"#/$defs/headers"},"bodyExcerpt":{"description":"The start of the response body, as text. Hostile input: renderers escape it.","type":"string"},"truncated":{"description":"True when the body was longer than the excerpt or the read cap.","type":"boolean"},"error":{"description":"Transport failure (timeout, reset, TLS), worded for a person.","type":"string"},"durationMs":{"type":"number","minimum":0},"retries":{"description":"Retries after 429 Retry-After that preceded this answer.","type":"integer","minimum":0},"decisive":{"description":"True on the exchange that decided a failure.","const":true},"curl":{"description":"A copy-paste command reproducing this exchange with API_KEY exported (failing requirements only).","type":"string"}}};
const schema39 = {"type":"object","additionalProperties":{"type":"string"}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.durationMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema38.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.request !== undefined){
let data0 = data.request;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.method === undefined){
const err3 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.url === undefined){
const err4 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.headers === undefined){
const err5 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((((key1 === "method") || (key1 === "url")) || (key1 === "headers")) || (key1 === "bodyExcerpt")) || (key1 === "authShell")) || (key1 === "body"))){
const err6 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.method !== undefined){
if(typeof data0.method !== "string"){
const err7 = {instancePath:instancePath+"/request/method",schemaPath:"#/properties/request/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.url !== undefined){
if(typeof data0.url !== "string"){
const err8 = {instancePath:instancePath+"/request/url",schemaPath:"#/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.headers !== undefined){
let data3 = data0.headers;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(typeof data3[key2] !== "string"){
const err9 = {instancePath:instancePath+"/request/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/request/headers",schemaPath:"#/$defs/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.bodyExcerpt !== undefined){
if(typeof data0.bodyExcerpt !== "string"){
const err11 = {instancePath:instancePath+"/request/bodyExcerpt",schemaPath:"#/properties/request/properties/bodyExcerpt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.authShell !== undefined){
if(typeof data0.authShell !== "string"){
const err12 = {instancePath:instancePath+"/request/authShell",schemaPath:"#/properties/request/properties/authShell/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.body !== undefined){
if(typeof data0.body !== "string"){
const err13 = {instancePath:instancePath+"/request/body",schemaPath:"#/properties/request/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 999 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8 < 100 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.headers !== undefined){
let data9 = data.headers;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(typeof data9[key3] !== "string"){
const err18 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/headers",schemaPath:"#/$defs/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.bodyExcerpt !== undefined){
if(typeof data.bodyExcerpt !== "string"){
const err20 = {instancePath:instancePath+"/bodyExcerpt",schemaPath:"#/properties/bodyExcerpt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.truncated !== undefined){
if(typeof data.truncated !== "boolean"){
const err21 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err22 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data14 = data.durationMs;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err23 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.retries !== undefined){
let data15 = data.retries;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err25 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err26 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.decisive !== undefined){
if(true !== data.decisive){
const err27 = {instancePath:instancePath+"/decisive",schemaPath:"#/properties/decisive/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.curl !== undefined){
if(typeof data.curl !== "string"){
const err28 = {instancePath:instancePath+"/curl",schemaPath:"#/properties/curl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.clause === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clause"},message:"must have required property '"+"clause"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.level === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.rule === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.quote === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.sends === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sends"},message:"must have required property '"+"sends"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.verdict === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.notes === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.durationMs === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.attempts === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.evidence === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Z]+(-[A-Z0-9]+)+$"},message:"must match pattern \""+"^[A-Z]+(-[A-Z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.clause !== undefined){
let data1 = data.clause;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err14 = {instancePath:instancePath+"/clause",schemaPath:"#/$defs/clause/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)*$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/clause",schemaPath:"#/$defs/clause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.level !== undefined){
let data2 = data.level;
if(!((data2 === "MUST") || (data2 === "SHOULD"))){
const err16 = {instancePath:instancePath+"/level",schemaPath:"#/properties/level/enum",keyword:"enum",params:{allowedValues: schema33.properties.level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.rule !== undefined){
if(typeof data.rule !== "string"){
const err17 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.quote !== undefined){
if(typeof data.quote !== "string"){
const err18 = {instancePath:instancePath+"/quote",schemaPath:"#/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sends !== undefined){
if(typeof data.sends !== "string"){
const err19 = {instancePath:instancePath+"/sends",schemaPath:"#/properties/sends/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tolerates !== undefined){
if(typeof data.tolerates !== "string"){
const err20 = {instancePath:instancePath+"/tolerates",schemaPath:"#/properties/tolerates/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.verdict !== undefined){
let data7 = data.verdict;
if(!((((data7 === "pass") || (data7 === "fail")) || (data7 === "not-exercised")) || (data7 === "not-applicable"))){
const err21 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema33.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err22 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.finding !== undefined){
let data9 = data.finding;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.summary === undefined){
const err23 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.exchanges === undefined){
const err24 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: "exchanges"},message:"must have required property '"+"exchanges"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key1 in data9){
if(!((((((key1 === "summary") || (key1 === "expected")) || (key1 === "received")) || (key1 === "problems")) || (key1 === "part")) || (key1 === "exchanges"))){
const err25 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.summary !== undefined){
if(typeof data9.summary !== "string"){
const err26 = {instancePath:instancePath+"/finding/summary",schemaPath:"#/$defs/finding/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.expected !== undefined){
if(typeof data9.expected !== "string"){
const err27 = {instancePath:instancePath+"/finding/expected",schemaPath:"#/$defs/finding/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.received !== undefined){
if(typeof data9.received !== "string"){
const err28 = {instancePath:instancePath+"/finding/received",schemaPath:"#/$defs/finding/properties/received/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.problems !== undefined){
let data13 = data9.problems;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(typeof data13[i0] !== "string"){
const err29 = {instancePath:instancePath+"/finding/problems/" + i0,schemaPath:"#/$defs/finding/properties/problems/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/finding/problems",schemaPath:"#/$defs/finding/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.part !== undefined){
if(typeof data9.part !== "string"){
const err31 = {instancePath:instancePath+"/finding/part",schemaPath:"#/$defs/finding/properties/part/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.exchanges !== undefined){
let data16 = data9.exchanges;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
let data17 = data16[i1];
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err32 = {instancePath:instancePath+"/finding/exchanges/" + i1,schemaPath:"#/$defs/finding/properties/exchanges/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err33 = {instancePath:instancePath+"/finding/exchanges/" + i1,schemaPath:"#/$defs/finding/properties/exchanges/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/finding/exchanges",schemaPath:"#/$defs/finding/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/finding",schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.parts !== undefined){
let data18 = data.parts;
if(Array.isArray(data18)){
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
if(!(validate22(data18[i2], {instancePath:instancePath+"/parts/" + i2,parentData:data18,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.needs !== undefined){
let data20 = data.needs;
if(!(((data20 === "ENABLED_METADATA_KEYS") || (data20 === "SECOND_API_KEY")) || (data20 === "SECOND_ENABLED_METADATA_KEYS"))){
const err37 = {instancePath:instancePath+"/needs",schemaPath:"#/properties/needs/enum",keyword:"enum",params:{allowedValues: schema33.properties.needs.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.limitedBy !== undefined){
if("run" !== data.limitedBy){
const err38 = {instancePath:instancePath+"/limitedBy",schemaPath:"#/properties/limitedBy/const",keyword:"const",params:{allowedValue: "run"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.notes !== undefined){
let data22 = data.notes;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
if(typeof data22[i3] !== "string"){
const err39 = {instancePath:instancePath+"/notes/" + i3,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data24 = data.durationMs;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err41 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err42 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.attempts !== undefined){
let data25 = data.attempts;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err43 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 2 || isNaN(data25)){
const err44 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data25 < 0 || isNaN(data25)){
const err45 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.retry !== undefined){
let data26 = data.retry;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.repeated === undefined){
const err46 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/required",keyword:"required",params:{missingProperty: "repeated"},message:"must have required property '"+"repeated"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data26.firstReason === undefined){
const err47 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/required",keyword:"required",params:{missingProperty: "firstReason"},message:"must have required property '"+"firstReason"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key2 in data26){
if(!((key2 === "repeated") || (key2 === "firstReason"))){
const err48 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data26.repeated !== undefined){
if(typeof data26.repeated !== "boolean"){
const err49 = {instancePath:instancePath+"/retry/repeated",schemaPath:"#/properties/retry/properties/repeated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data26.firstReason !== undefined){
if(typeof data26.firstReason !== "string"){
const err50 = {instancePath:instancePath+"/retry/firstReason",schemaPath:"#/properties/retry/properties/firstReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.flaky !== undefined){
if(true !== data.flaky){
const err52 = {instancePath:instancePath+"/flaky",schemaPath:"#/properties/flaky/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.evidence !== undefined){
let data30 = data.evidence;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
if(!(validate24(data30[i4], {instancePath:instancePath+"/evidence/" + i4,parentData:data30,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err53 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.reproduce !== undefined){
if(typeof data.reproduce !== "string"){
const err54 = {instancePath:instancePath+"/reproduce",schemaPath:"#/properties/reproduce/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.expectedFailure !== undefined){
let data33 = data.expectedFailure;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.reason === undefined){
const err55 = {instancePath:instancePath+"/expectedFailure",schemaPath:"#/properties/expectedFailure/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data33.status === undefined){
const err56 = {instancePath:instancePath+"/expectedFailure",schemaPath:"#/properties/expectedFailure/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key3 in data33){
if(!(((key3 === "reason") || (key3 === "link")) || (key3 === "status"))){
const err57 = {instancePath:instancePath+"/expectedFailure",schemaPath:"#/properties/expectedFailure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data33.reason !== undefined){
if(typeof data33.reason !== "string"){
const err58 = {instancePath:instancePath+"/expectedFailure/reason",schemaPath:"#/properties/expectedFailure/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data33.link !== undefined){
if(typeof data33.link !== "string"){
const err59 = {instancePath:instancePath+"/expectedFailure/link",schemaPath:"#/properties/expectedFailure/properties/link/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data33.status !== undefined){
let data36 = data33.status;
if(!(((data36 === "known-failure") || (data36 === "passed")) || (data36 === "not-decided"))){
const err60 = {instancePath:instancePath+"/expectedFailure/status",schemaPath:"#/properties/expectedFailure/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.expectedFailure.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/expectedFailure",schemaPath:"#/properties/expectedFailure/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://osf-conformance.dev/schemas/conformance-report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.formatVersion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "formatVersion"},message:"must have required property '"+"formatVersion"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.suite === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suite"},message:"must have required property '"+"suite"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spec === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spec"},message:"must have required property '"+"spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.target === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.run === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run"},message:"must have required property '"+"run"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.verdict === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.counts === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.requirements === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requirements"},message:"must have required property '"+"requirements"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.untestable === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "untestable"},message:"must have required property '"+"untestable"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.format !== undefined){
if("osf-conformance-report" !== data.format){
const err11 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "osf-conformance-report"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.formatVersion !== undefined){
if(4 !== data.formatVersion){
const err12 = {instancePath:instancePath+"/formatVersion",schemaPath:"#/properties/formatVersion/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.suite !== undefined){
let data2 = data.suite;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err13 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.version === undefined){
const err14 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "name") || (key1 === "version"))){
const err15 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err16 = {instancePath:instancePath+"/suite/name",schemaPath:"#/properties/suite/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.version !== undefined){
if(typeof data2.version !== "string"){
const err17 = {instancePath:instancePath+"/suite/version",schemaPath:"#/properties/suite/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.spec !== undefined){
let data5 = data.spec;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.version === undefined){
const err19 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data5){
if(!(key2 === "version")){
const err20 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.version !== undefined){
if(typeof data5.version !== "string"){
const err21 = {instancePath:instancePath+"/spec/version",schemaPath:"#/properties/spec/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/spec",schemaPath:"#/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.target !== undefined){
let data7 = data.target;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.ordersBaseUrl === undefined){
const err23 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "ordersBaseUrl"},message:"must have required property '"+"ordersBaseUrl"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.scanFormsBaseUrl === undefined){
const err24 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "scanFormsBaseUrl"},message:"must have required property '"+"scanFormsBaseUrl"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.ordersApiPrefix === undefined){
const err25 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "ordersApiPrefix"},message:"must have required property '"+"ordersApiPrefix"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.scanFormsApiPrefix === undefined){
const err26 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "scanFormsApiPrefix"},message:"must have required property '"+"scanFormsApiPrefix"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7.embedded === undefined){
const err27 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "embedded"},message:"must have required property '"+"embedded"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7.secondAccount === undefined){
const err28 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "secondAccount"},message:"must have required property '"+"secondAccount"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7.enabledMetadataKeys === undefined){
const err29 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "enabledMetadataKeys"},message:"must have required property '"+"enabledMetadataKeys"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key3 in data7){
if(!(((((((key3 === "ordersBaseUrl") || (key3 === "scanFormsBaseUrl")) || (key3 === "ordersApiPrefix")) || (key3 === "scanFormsApiPrefix")) || (key3 === "embedded")) || (key3 === "secondAccount")) || (key3 === "enabledMetadataKeys"))){
const err30 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.ordersBaseUrl !== undefined){
let data8 = data7.ordersBaseUrl;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/target/ordersBaseUrl",schemaPath:"#/properties/target/properties/ordersBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(typeof data8 === "string"){
if(!(formats0(data8))){
const err32 = {instancePath:instancePath+"/target/ordersBaseUrl",schemaPath:"#/properties/target/properties/ordersBaseUrl/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid0 = _errs22 === errors;
valid4 = valid4 || _valid0;
const _errs23 = errors;
if("" !== data8){
const err33 = {instancePath:instancePath+"/target/ordersBaseUrl",schemaPath:"#/properties/target/properties/ordersBaseUrl/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err34 = {instancePath:instancePath+"/target/ordersBaseUrl",schemaPath:"#/properties/target/properties/ordersBaseUrl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data7.scanFormsBaseUrl !== undefined){
let data9 = data7.scanFormsBaseUrl;
if(typeof data9 !== "string"){
const err35 = {instancePath:instancePath+"/target/scanFormsBaseUrl",schemaPath:"#/properties/target/properties/scanFormsBaseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(typeof data9 === "string"){
if(!(formats0(data9))){
const err36 = {instancePath:instancePath+"/target/scanFormsBaseUrl",schemaPath:"#/properties/target/properties/scanFormsBaseUrl/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid1 = _errs27 === errors;
valid5 = valid5 || _valid1;
const _errs28 = errors;
if("" !== data9){
const err37 = {instancePath:instancePath+"/target/scanFormsBaseUrl",schemaPath:"#/properties/target/properties/scanFormsBaseUrl/anyOf/1/const",keyword:"const",params:{allowedValue: ""},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err38 = {instancePath:instancePath+"/target/scanFormsBaseUrl",schemaPath:"#/properties/target/properties/scanFormsBaseUrl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data7.ordersApiPrefix !== undefined){
let data10 = data7.ordersApiPrefix;
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
const err39 = {instancePath:instancePath+"/target/ordersApiPrefix",schemaPath:"#/properties/target/properties/ordersApiPrefix/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/target/ordersApiPrefix",schemaPath:"#/properties/target/properties/ordersApiPrefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data7.scanFormsApiPrefix !== undefined){
let data11 = data7.scanFormsApiPrefix;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err41 = {instancePath:instancePath+"/target/scanFormsApiPrefix",schemaPath:"#/properties/target/properties/scanFormsApiPrefix/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/target/scanFormsApiPrefix",schemaPath:"#/properties/target/properties/scanFormsApiPrefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data7.embedded !== undefined){
if(typeof data7.embedded !== "boolean"){
const err43 = {instancePath:instancePath+"/target/embedded",schemaPath:"#/properties/target/properties/embedded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data7.secondAccount !== undefined){
if(typeof data7.secondAccount !== "boolean"){
const err44 = {instancePath:instancePath+"/target/secondAccount",schemaPath:"#/properties/target/properties/secondAccount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data7.enabledMetadataKeys !== undefined){
let data14 = data7.enabledMetadataKeys;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(typeof data14[i0] !== "string"){
const err45 = {instancePath:instancePath+"/target/enabledMetadataKeys/" + i0,schemaPath:"#/properties/target/properties/enabledMetadataKeys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/target/enabledMetadataKeys",schemaPath:"#/properties/target/properties/enabledMetadataKeys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.run !== undefined){
let data16 = data.run;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.startedAt === undefined){
const err48 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.finishedAt === undefined){
const err49 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data16.durationMs === undefined){
const err50 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data16.node === undefined){
const err51 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16.seed === undefined){
const err52 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data16.numRuns === undefined){
const err53 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "numRuns"},message:"must have required property '"+"numRuns"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data16.partial === undefined){
const err54 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "partial"},message:"must have required property '"+"partial"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data16.requests === undefined){
const err55 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "requests"},message:"must have required property '"+"requests"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16.retries429 === undefined){
const err56 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "retries429"},message:"must have required property '"+"retries429"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data16.createdOrderReferences === undefined){
const err57 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "createdOrderReferences"},message:"must have required property '"+"createdOrderReferences"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key4 in data16){
if(!(func1.call(schema31.properties.run.properties, key4))){
const err58 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data16.startedAt !== undefined){
let data17 = data16.startedAt;
if(typeof data17 === "string"){
if(!(formats4.validate(data17))){
const err59 = {instancePath:instancePath+"/run/startedAt",schemaPath:"#/properties/run/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/run/startedAt",schemaPath:"#/properties/run/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data16.finishedAt !== undefined){
let data18 = data16.finishedAt;
if(typeof data18 === "string"){
if(!(formats4.validate(data18))){
const err61 = {instancePath:instancePath+"/run/finishedAt",schemaPath:"#/properties/run/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/run/finishedAt",schemaPath:"#/properties/run/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.durationMs !== undefined){
let data19 = data16.durationMs;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err63 = {instancePath:instancePath+"/run/durationMs",schemaPath:"#/properties/run/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err64 = {instancePath:instancePath+"/run/durationMs",schemaPath:"#/properties/run/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data16.node !== undefined){
if(typeof data16.node !== "string"){
const err65 = {instancePath:instancePath+"/run/node",schemaPath:"#/properties/run/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data16.seed !== undefined){
let data21 = data16.seed;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err66 = {instancePath:instancePath+"/run/seed",schemaPath:"#/properties/run/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err67 = {instancePath:instancePath+"/run/seed",schemaPath:"#/properties/run/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data16.numRuns !== undefined){
let data22 = data16.numRuns;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err68 = {instancePath:instancePath+"/run/numRuns",schemaPath:"#/properties/run/properties/numRuns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 1 || isNaN(data22)){
const err69 = {instancePath:instancePath+"/run/numRuns",schemaPath:"#/properties/run/properties/numRuns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data16.command !== undefined){
if(typeof data16.command !== "string"){
const err70 = {instancePath:instancePath+"/run/command",schemaPath:"#/properties/run/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data16.rerunOptions !== undefined){
let data24 = data16.rerunOptions;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
if(typeof data24[i1] !== "string"){
const err71 = {instancePath:instancePath+"/run/rerunOptions/" + i1,schemaPath:"#/properties/run/properties/rerunOptions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/run/rerunOptions",schemaPath:"#/properties/run/properties/rerunOptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data16.partial !== undefined){
if(typeof data16.partial !== "boolean"){
const err73 = {instancePath:instancePath+"/run/partial",schemaPath:"#/properties/run/properties/partial/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data16.only !== undefined){
let data27 = data16.only;
if(Array.isArray(data27)){
if(data27.length < 1){
const err74 = {instancePath:instancePath+"/run/only",schemaPath:"#/properties/run/properties/only/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
if(typeof data27[i2] !== "string"){
const err75 = {instancePath:instancePath+"/run/only/" + i2,schemaPath:"#/properties/run/properties/only/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/run/only",schemaPath:"#/properties/run/properties/only/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data16.incomplete !== undefined){
if(typeof data16.incomplete !== "string"){
const err77 = {instancePath:instancePath+"/run/incomplete",schemaPath:"#/properties/run/properties/incomplete/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data16.setupProblem !== undefined){
if(typeof data16.setupProblem !== "string"){
const err78 = {instancePath:instancePath+"/run/setupProblem",schemaPath:"#/properties/run/properties/setupProblem/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data16.expectations !== undefined){
let data31 = data16.expectations;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.source === undefined){
const err79 = {instancePath:instancePath+"/run/expectations",schemaPath:"#/properties/run/properties/expectations/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data31.entries === undefined){
const err80 = {instancePath:instancePath+"/run/expectations",schemaPath:"#/properties/run/properties/expectations/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key5 in data31){
if(!((key5 === "source") || (key5 === "entries"))){
const err81 = {instancePath:instancePath+"/run/expectations",schemaPath:"#/properties/run/properties/expectations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data31.source !== undefined){
if(typeof data31.source !== "string"){
const err82 = {instancePath:instancePath+"/run/expectations/source",schemaPath:"#/properties/run/properties/expectations/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data31.entries !== undefined){
let data33 = data31.entries;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err83 = {instancePath:instancePath+"/run/expectations/entries",schemaPath:"#/properties/run/properties/expectations/properties/entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err84 = {instancePath:instancePath+"/run/expectations/entries",schemaPath:"#/properties/run/properties/expectations/properties/entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
}
else {
const err85 = {instancePath:instancePath+"/run/expectations",schemaPath:"#/properties/run/properties/expectations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data16.requests !== undefined){
let data34 = data16.requests;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err86 = {instancePath:instancePath+"/run/requests",schemaPath:"#/properties/run/properties/requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err87 = {instancePath:instancePath+"/run/requests",schemaPath:"#/properties/run/properties/requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
if(data16.retries429 !== undefined){
let data35 = data16.retries429;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err88 = {instancePath:instancePath+"/run/retries429",schemaPath:"#/properties/run/properties/retries429/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
const err89 = {instancePath:instancePath+"/run/retries429",schemaPath:"#/properties/run/properties/retries429/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
if(data16.createdOrderReferences !== undefined){
let data36 = data16.createdOrderReferences;
if(Array.isArray(data36)){
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
if(typeof data36[i3] !== "string"){
const err90 = {instancePath:instancePath+"/run/createdOrderReferences/" + i3,schemaPath:"#/properties/run/properties/createdOrderReferences/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/run/createdOrderReferences",schemaPath:"#/properties/run/properties/createdOrderReferences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data16.orderNamespace !== undefined){
if(typeof data16.orderNamespace !== "string"){
const err92 = {instancePath:instancePath+"/run/orderNamespace",schemaPath:"#/properties/run/properties/orderNamespace/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.verdict !== undefined){
let data39 = data.verdict;
if(!(((data39 === "pass") || (data39 === "fail")) || (data39 === "not-determined"))){
const err94 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.counts !== undefined){
let data40 = data.counts;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.total === undefined){
const err95 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data40.pass === undefined){
const err96 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data40.fail === undefined){
const err97 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data40.notExercised === undefined){
const err98 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "notExercised"},message:"must have required property '"+"notExercised"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data40.notApplicable === undefined){
const err99 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "notApplicable"},message:"must have required property '"+"notApplicable"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data40.mustFail === undefined){
const err100 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "mustFail"},message:"must have required property '"+"mustFail"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data40.shouldFail === undefined){
const err101 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "shouldFail"},message:"must have required property '"+"shouldFail"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data40.knownFailures === undefined){
const err102 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "knownFailures"},message:"must have required property '"+"knownFailures"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data40.expectedFailuresPassed === undefined){
const err103 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "expectedFailuresPassed"},message:"must have required property '"+"expectedFailuresPassed"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data40.passedOnRetry === undefined){
const err104 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/required",keyword:"required",params:{missingProperty: "passedOnRetry"},message:"must have required property '"+"passedOnRetry"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key6 in data40){
if(!(func1.call(schema32.properties, key6))){
const err105 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data40.total !== undefined){
let data41 = data40.total;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err106 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/counts/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err107 = {instancePath:instancePath+"/counts/total",schemaPath:"#/$defs/counts/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data40.pass !== undefined){
let data42 = data40.pass;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err108 = {instancePath:instancePath+"/counts/pass",schemaPath:"#/$defs/counts/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err109 = {instancePath:instancePath+"/counts/pass",schemaPath:"#/$defs/counts/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
if(data40.fail !== undefined){
let data43 = data40.fail;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err110 = {instancePath:instancePath+"/counts/fail",schemaPath:"#/$defs/counts/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err111 = {instancePath:instancePath+"/counts/fail",schemaPath:"#/$defs/counts/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
if(data40.notExercised !== undefined){
let data44 = data40.notExercised;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err112 = {instancePath:instancePath+"/counts/notExercised",schemaPath:"#/$defs/counts/properties/notExercised/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err113 = {instancePath:instancePath+"/counts/notExercised",schemaPath:"#/$defs/counts/properties/notExercised/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
if(data40.notApplicable !== undefined){
let data45 = data40.notApplicable;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err114 = {instancePath:instancePath+"/counts/notApplicable",schemaPath:"#/$defs/counts/properties/notApplicable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err115 = {instancePath:instancePath+"/counts/notApplicable",schemaPath:"#/$defs/counts/properties/notApplicable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data40.mustFail !== undefined){
let data46 = data40.mustFail;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err116 = {instancePath:instancePath+"/counts/mustFail",schemaPath:"#/$defs/counts/properties/mustFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err117 = {instancePath:instancePath+"/counts/mustFail",schemaPath:"#/$defs/counts/properties/mustFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data40.shouldFail !== undefined){
let data47 = data40.shouldFail;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err118 = {instancePath:instancePath+"/counts/shouldFail",schemaPath:"#/$defs/counts/properties/shouldFail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 0 || isNaN(data47)){
const err119 = {instancePath:instancePath+"/counts/shouldFail",schemaPath:"#/$defs/counts/properties/shouldFail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data40.knownFailures !== undefined){
let data48 = data40.knownFailures;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err120 = {instancePath:instancePath+"/counts/knownFailures",schemaPath:"#/$defs/counts/properties/knownFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err121 = {instancePath:instancePath+"/counts/knownFailures",schemaPath:"#/$defs/counts/properties/knownFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
if(data40.expectedFailuresPassed !== undefined){
let data49 = data40.expectedFailuresPassed;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err122 = {instancePath:instancePath+"/counts/expectedFailuresPassed",schemaPath:"#/$defs/counts/properties/expectedFailuresPassed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 0 || isNaN(data49)){
const err123 = {instancePath:instancePath+"/counts/expectedFailuresPassed",schemaPath:"#/$defs/counts/properties/expectedFailuresPassed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
if(data40.passedOnRetry !== undefined){
let data50 = data40.passedOnRetry;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err124 = {instancePath:instancePath+"/counts/passedOnRetry",schemaPath:"#/$defs/counts/properties/passedOnRetry/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err125 = {instancePath:instancePath+"/counts/passedOnRetry",schemaPath:"#/$defs/counts/properties/passedOnRetry/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
}
else {
const err126 = {instancePath:instancePath+"/counts",schemaPath:"#/$defs/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.requirements !== undefined){
let data51 = data.requirements;
if(Array.isArray(data51)){
const len4 = data51.length;
for(let i4=0; i4<len4; i4++){
if(!(validate21(data51[i4], {instancePath:instancePath+"/requirements/" + i4,parentData:data51,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err127 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data.space !== undefined){
let data53 = data.space;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.dimensions === undefined){
const err128 = {instancePath:instancePath+"/space",schemaPath:"#/properties/space/required",keyword:"required",params:{missingProperty: "dimensions"},message:"must have required property '"+"dimensions"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data53.combinations === undefined){
const err129 = {instancePath:instancePath+"/space",schemaPath:"#/properties/space/required",keyword:"required",params:{missingProperty: "combinations"},message:"must have required property '"+"combinations"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
for(const key7 in data53){
if(!((key7 === "dimensions") || (key7 === "combinations"))){
const err130 = {instancePath:instancePath+"/space",schemaPath:"#/properties/space/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data53.dimensions !== undefined){
let data54 = data53.dimensions;
if(Array.isArray(data54)){
const len5 = data54.length;
for(let i5=0; i5<len5; i5++){
let data55 = data54[i5];
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.id === undefined){
const err131 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data55.name === undefined){
const err132 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data55.varies === undefined){
const err133 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "varies"},message:"must have required property '"+"varies"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data55.sources === undefined){
const err134 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data55.judgedBy === undefined){
const err135 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "judgedBy"},message:"must have required property '"+"judgedBy"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data55.sent === undefined){
const err136 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "sent"},message:"must have required property '"+"sent"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data55.classes === undefined){
const err137 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/required",keyword:"required",params:{missingProperty: "classes"},message:"must have required property '"+"classes"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key8 in data55){
if(!(((((((key8 === "id") || (key8 === "name")) || (key8 === "varies")) || (key8 === "sources")) || (key8 === "judgedBy")) || (key8 === "sent")) || (key8 === "classes"))){
const err138 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data55.id !== undefined){
if(typeof data55.id !== "string"){
const err139 = {instancePath:instancePath+"/space/dimensions/" + i5+"/id",schemaPath:"#/properties/space/properties/dimensions/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data55.name !== undefined){
if(typeof data55.name !== "string"){
const err140 = {instancePath:instancePath+"/space/dimensions/" + i5+"/name",schemaPath:"#/properties/space/properties/dimensions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data55.varies !== undefined){
if(typeof data55.varies !== "string"){
const err141 = {instancePath:instancePath+"/space/dimensions/" + i5+"/varies",schemaPath:"#/properties/space/properties/dimensions/items/properties/varies/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data55.sources !== undefined){
let data59 = data55.sources;
if(Array.isArray(data59)){
const len6 = data59.length;
for(let i6=0; i6<len6; i6++){
if(typeof data59[i6] !== "string"){
const err142 = {instancePath:instancePath+"/space/dimensions/" + i5+"/sources/" + i6,schemaPath:"#/properties/space/properties/dimensions/items/properties/sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
else {
const err143 = {instancePath:instancePath+"/space/dimensions/" + i5+"/sources",schemaPath:"#/properties/space/properties/dimensions/items/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data55.judgedBy !== undefined){
let data61 = data55.judgedBy;
if(Array.isArray(data61)){
const len7 = data61.length;
for(let i7=0; i7<len7; i7++){
if(typeof data61[i7] !== "string"){
const err144 = {instancePath:instancePath+"/space/dimensions/" + i5+"/judgedBy/" + i7,schemaPath:"#/properties/space/properties/dimensions/items/properties/judgedBy/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath:instancePath+"/space/dimensions/" + i5+"/judgedBy",schemaPath:"#/properties/space/properties/dimensions/items/properties/judgedBy/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data55.sent !== undefined){
let data63 = data55.sent;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err146 = {instancePath:instancePath+"/space/dimensions/" + i5+"/sent",schemaPath:"#/properties/space/properties/dimensions/items/properties/sent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 0 || isNaN(data63)){
const err147 = {instancePath:instancePath+"/space/dimensions/" + i5+"/sent",schemaPath:"#/properties/space/properties/dimensions/items/properties/sent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
if(data55.classes !== undefined){
let data64 = data55.classes;
if(Array.isArray(data64)){
const len8 = data64.length;
for(let i8=0; i8<len8; i8++){
let data65 = data64[i8];
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
if(data65.name === undefined){
const err148 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data65.kind === undefined){
const err149 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data65.expect === undefined){
const err150 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if(data65.sent === undefined){
const err151 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/required",keyword:"required",params:{missingProperty: "sent"},message:"must have required property '"+"sent"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
for(const key9 in data65){
if(!((((((key9 === "name") || (key9 === "kind")) || (key9 === "expect")) || (key9 === "sent")) || (key9 === "sentBy")) || (key9 === "notExercised"))){
const err152 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data65.name !== undefined){
if(typeof data65.name !== "string"){
const err153 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/name",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data65.kind !== undefined){
let data67 = data65.kind;
if(!(((data67 === "valid") || (data67 === "boundary")) || (data67 === "invalid"))){
const err154 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/kind",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.space.properties.dimensions.items.properties.classes.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data65.expect !== undefined){
let data68 = data65.expect;
if(!((((((((data68 === "accepted") || (data68 === "unauthenticated")) || (data68 === "malformed-credential")) || (data68 === "clear-text")) || (data68 === "invalid")) || (data68 === "refused")) || (data68 === "honest-or-400")) || (data68 === "open"))){
const err155 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/expect",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/expect/enum",keyword:"enum",params:{allowedValues: schema31.properties.space.properties.dimensions.items.properties.classes.items.properties.expect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data65.sent !== undefined){
let data69 = data65.sent;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err156 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/sent",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/sent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
const err157 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/sent",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/sent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
if(data65.sentBy !== undefined){
if(typeof data65.sentBy !== "string"){
const err158 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/sentBy",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/sentBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data65.notExercised !== undefined){
if(typeof data65.notExercised !== "string"){
const err159 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8+"/notExercised",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/properties/notExercised/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes/" + i8,schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/space/dimensions/" + i5+"/classes",schemaPath:"#/properties/space/properties/dimensions/items/properties/classes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
else {
const err162 = {instancePath:instancePath+"/space/dimensions/" + i5,schemaPath:"#/properties/space/properties/dimensions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/space/dimensions",schemaPath:"#/properties/space/properties/dimensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data53.combinations !== undefined){
let data72 = data53.combinations;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.pairwise === undefined){
const err164 = {instancePath:instancePath+"/space/combinations",schemaPath:"#/properties/space/properties/combinations/required",keyword:"required",params:{missingProperty: "pairwise"},message:"must have required property '"+"pairwise"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(data72.sequences === undefined){
const err165 = {instancePath:instancePath+"/space/combinations",schemaPath:"#/properties/space/properties/combinations/required",keyword:"required",params:{missingProperty: "sequences"},message:"must have required property '"+"sequences"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
for(const key10 in data72){
if(!((key10 === "pairwise") || (key10 === "sequences"))){
const err166 = {instancePath:instancePath+"/space/combinations",schemaPath:"#/properties/space/properties/combinations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data72.pairwise !== undefined){
let data73 = data72.pairwise;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err167 = {instancePath:instancePath+"/space/combinations/pairwise",schemaPath:"#/properties/space/properties/combinations/properties/pairwise/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 0 || isNaN(data73)){
const err168 = {instancePath:instancePath+"/space/combinations/pairwise",schemaPath:"#/properties/space/properties/combinations/properties/pairwise/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
if(data72.sequences !== undefined){
let data74 = data72.sequences;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err169 = {instancePath:instancePath+"/space/combinations/sequences",schemaPath:"#/properties/space/properties/combinations/properties/sequences/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 0 || isNaN(data74)){
const err170 = {instancePath:instancePath+"/space/combinations/sequences",schemaPath:"#/properties/space/properties/combinations/properties/sequences/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
}
else {
const err171 = {instancePath:instancePath+"/space/combinations",schemaPath:"#/properties/space/properties/combinations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath:instancePath+"/space",schemaPath:"#/properties/space/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.untestable !== undefined){
let data75 = data.untestable;
if(Array.isArray(data75)){
const len9 = data75.length;
for(let i9=0; i9<len9; i9++){
let data76 = data75[i9];
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
if(data76.clause === undefined){
const err173 = {instancePath:instancePath+"/untestable/" + i9,schemaPath:"#/properties/untestable/items/required",keyword:"required",params:{missingProperty: "clause"},message:"must have required property '"+"clause"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data76.statement === undefined){
const err174 = {instancePath:instancePath+"/untestable/" + i9,schemaPath:"#/properties/untestable/items/required",keyword:"required",params:{missingProperty: "statement"},message:"must have required property '"+"statement"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data76.reason === undefined){
const err175 = {instancePath:instancePath+"/untestable/" + i9,schemaPath:"#/properties/untestable/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
for(const key11 in data76){
if(!(((key11 === "clause") || (key11 === "statement")) || (key11 === "reason"))){
const err176 = {instancePath:instancePath+"/untestable/" + i9,schemaPath:"#/properties/untestable/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data76.clause !== undefined){
let data77 = data76.clause;
if(typeof data77 === "string"){
if(!pattern7.test(data77)){
const err177 = {instancePath:instancePath+"/untestable/" + i9+"/clause",schemaPath:"#/$defs/clause/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)*$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/untestable/" + i9+"/clause",schemaPath:"#/$defs/clause/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data76.statement !== undefined){
if(typeof data76.statement !== "string"){
const err179 = {instancePath:instancePath+"/untestable/" + i9+"/statement",schemaPath:"#/properties/untestable/items/properties/statement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data76.reason !== undefined){
if(typeof data76.reason !== "string"){
const err180 = {instancePath:instancePath+"/untestable/" + i9+"/reason",schemaPath:"#/properties/untestable/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
else {
const err181 = {instancePath:instancePath+"/untestable/" + i9,schemaPath:"#/properties/untestable/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/untestable",schemaPath:"#/properties/untestable/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
else {
const err183 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

