# The expected figures of the statistics tests in src/stats.rs, computed from the
# published formulas (logistic Elo, GSPRT normal approximation on pentanomial pair
# counts, 0.001 for empty cells). Run: python3 stats_reference.py
import math
def reg(c): return [x if x>0 else 1e-3 for x in c]
def moments(c):
    c=reg(c); n=sum(c); a=[i/4 for i in range(5)]
    mu=sum(ci*ai for ci,ai in zip(c,a))/n
    var=sum(ci*(ai-mu)**2 for ci,ai in zip(c,a))/n
    return n,mu,var
L=lambda s: -400*math.log10(1/s-1)
S=lambda e: 1/(1+10**(-e/400))
z=1.959963984540054
def elo(c):
    n,mu,var=moments(c); h=z*math.sqrt(var/n)
    return L(mu),L(mu-h),L(mu+h),(L(mu+h)-L(mu-h))/2
def llr(c,e0,e1):
    n,mu,var=moments(c); s0,s1=S(e0),S(e1)
    return n*(s1-s0)*(2*mu-s0-s1)/(2*var)
def llrn(c,e0,e1):
    n,mu,var=moments(c); k=800/math.log(10); t0,t1=e0/k,e1/k
    sig=math.sqrt(2*var); t=(mu-.5)/sig
    return n*math.log((1+(t-t0)**2)/(1+(t-t1)**2))
s=[5,20,50,30,10]
print(moments(s)); print(elo(s)); print(llr(s,0,5)); print(math.log(.05/.95))
b=[x*10 for x in s]; print(llr(b,0,5), llr(b,40,50)); print(llrn(s,0,5))
p=[0,0,3,4,2]; print(moments(p), elo(p), llr(p,0,5)); print(L(.75))
